/**
 * (Over 300 lines: word lists, data rather than code.)
 * Word families for generated demo products (beyond the hand-written 60): per category, the product
 * nouns, the material or finish words that go in front, the variants after an en dash, and the facts
 * the descriptions draw on. Every combination must read like a real catalogue line, so the words are
 * chosen per category rather than shared. This file holds the trims; product-families-packaging.ts
 * the packaging goods.
 */
import type { CategoryId } from '../../src/lib/categories.ts';

export interface Family {
  bases: string[];
  mods: string[];
  suffixes: string[];
  /** What it is for, completing "made …". */
  use: string;
  /** Materials sentence for the long description. */
  material: string;
  sizes: string[];
  moq: number;
  /** What the MOQ counts, when not pieces ('rolls', 'sheets', 'box'). */
  moqUnit?: string;
  /** The price unit, e.g. 'per piece', 'per 100 m roll'. */
  unit: string;
  /** Price range for that unit, in rupees. */
  price: [number, number];
  /** Word pairs that must not meet in one name because the product would not exist ("Velvet Satin Ribbon"). */
  clash?: [string, string][];
}

const WOVEN_MODS = [
  'Damask',
  'Taffeta',
  'Satin',
  'High-Definition',
  'Organic Cotton',
  'Recycled Polyester',
  'Metallic Thread',
  'Soft-Touch',
  'Twill',
  'Matte Damask',
];
const FOLDS = ['End Fold', 'Centre Fold', 'Straight Cut', 'Mitre Fold', 'Loop Fold', 'Laser Cut', 'Ultrasonic Cut'];
const BOARD_MODS = [
  'Kraft',
  'Recycled',
  'Textured',
  'Matte Laminated',
  'Soft-Touch',
  'Foil-Stamped',
  'Embossed',
  'Spot UV',
  'Cotton Paper',
  'Pearl Board',
  'Black Core',
  'Uncoated',
];
const TAG_SUFFIXES = [
  'Jute String',
  'Cotton String',
  'Safety Pin',
  'Gold Eyelet',
  'Satin Ribbon',
  'Rounded Corners',
  'Barcode Print',
  'Two-Sided Print',
];

/** The categories this file covers; the packaging file covers the rest. */
export type TrimCategory = Extract<
  CategoryId,
  | 'woven and printed labels'
  | 'designer tags'
  | 'fashion badges'
  | 'hang tags'
  | 'custom labels'
  | 'Promotional Keys rings'
  | 'logo patches and badges'
  | 'clothing label'
  | 'clothing tags'
  | 'metal badge'
  | 'custom seal tag'
  | 'custom jewellery tag'
  | 'paper tag'
  | 'pu and leather patche'
>;

export const TRIM_FAMILIES: Record<TrimCategory, Family> = {
  'woven and printed labels': {
    bases: ['Woven Neck Label', 'Woven Brand Label', 'Woven Size Label', 'Woven Loop Label', 'Woven Hem Tab', 'Woven Main Label'],
    mods: WOVEN_MODS,
    suffixes: FOLDS,
    use: 'for shirts, kurtas, dresses and denim',
    material: 'Woven on high-density looms in polyester yarn with colour-fast dyes',
    sizes: ['40 x 15 mm', '50 x 15 mm', '60 x 20 mm', '70 x 25 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [1.5, 5],
  },
  'designer tags': {
    bases: ['Designer Tag', 'Couture Tag', 'Luxury Swing Tag', 'Boutique Tag', 'Bridal Tag'],
    mods: [
      'Foil-Stamped',
      'Letterpress',
      'Edge-Painted',
      'Embossed',
      'Velvet-Touch',
      'Arch-Top',
      'Round',
      'Scalloped',
      'Duplex',
      'Pearl Finish',
    ],
    suffixes: ['Satin Ribbon', 'Silk Cord', 'Tassel', 'Gold Foil', 'Silver Foil', 'Rose Gold Foil', 'Wax Seal'],
    use: 'for couture, bridal and premium ready-to-wear',
    material: 'Printed on 500–700 GSM speciality board with hot foil and hand-finished ties',
    sizes: ['50 x 90 mm', '55 x 85 mm', '60 x 100 mm', '70 mm round'],
    moq: 500,
    unit: 'per piece',
    price: [7, 20],
    clash: [['Round', 'Arch']],
  },
  'fashion badges': {
    bases: ['Button Badge', 'Lapel Pin', 'Enamel Pin', 'Magnetic Badge', 'Acrylic Badge'],
    mods: ['Glossy', 'Matte', 'Glitter', 'Soft Enamel', 'Hard Enamel', 'Printed', 'Pastel', 'Neon', 'Glow-in-the-Dark'],
    suffixes: ['25 mm', '38 mm', '44 mm', '58 mm', '75 mm', 'Gold Plated', 'Black Nickel'],
    use: 'for merchandise, events and fashion collaborations',
    material: 'Made in tin-plated steel, brass or acrylic with a secure pin or magnetic back',
    sizes: ['25 mm', '38 mm', '58 mm', '75 mm'],
    moq: 200,
    unit: 'per piece',
    price: [9, 120],
    clash: [
      ['Enamel', 'Button'],
      ['Enamel', 'Acrylic'],
      ['Enamel', 'Magnetic'],
      ['Pin', '58 mm'],
      ['Pin', '75 mm'],
      ['Printed', 'Lapel'],
      ['Button', 'Plated'],
      ['Button', 'Nickel'],
      ['Acrylic', 'Plated'],
      ['Acrylic', 'Nickel'],
      ['Magnetic', 'Plated'],
      ['Magnetic', 'Nickel'],
      ['Badge', '25 mm'],
    ],
  },
  'hang tags': {
    bases: ['Hang Tag', 'Swing Tag', 'Price Tag', 'Garment Hang Tag'],
    mods: BOARD_MODS,
    suffixes: TAG_SUFFIXES,
    use: 'for apparel, footwear and accessories',
    material: 'Printed on 350–450 GSM board with a punched hole or metal eyelet',
    sizes: ['45 x 85 mm', '50 x 90 mm', '55 x 100 mm', '60 x 110 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [2.5, 9],
  },
  'custom labels': {
    bases: ['Custom Label', 'Logo Label', 'Brand Label', 'Custom Size Label', 'Inside Label'],
    mods: ['Woven', 'Printed Satin', 'Cotton Tape', 'Twill Tape', 'Heat Transfer', 'Silicone', 'Rubber', 'Canvas'],
    suffixes: FOLDS,
    use: 'for every garment line, from basics to occasion wear',
    material: 'Produced in your choice of weave, print or transfer, matched to your Pantone references',
    sizes: ['20 x 40 mm', '25 x 60 mm', '30 x 70 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [1.2, 6],
    clash: [
      ['Heat Transfer', 'Fold'],
      ['Heat Transfer', 'Cut'],
      ['Silicone', 'Fold'],
      ['Rubber', 'Fold'],
      ['Silicone', 'Ultrasonic'],
      ['Rubber', 'Ultrasonic'],
    ],
  },
  'Promotional Keys rings': {
    bases: ['Key Ring', 'Key Chain', 'Keyring Fob', 'Bottle Opener Key Ring'],
    mods: ['Metal', 'Leather', 'PU', 'PVC', 'Acrylic', 'Wooden', 'Enamel', 'Engraved'],
    suffixes: ['Round', 'Rectangle', 'Custom Shape', 'Chrome Finish', 'Antique Finish', 'Gift Boxed'],
    use: 'for corporate gifting, showrooms and events',
    material: 'Made in zinc alloy, leather, PVC or acrylic with a steel split ring',
    sizes: ['35 mm', '40 mm', '50 x 25 mm'],
    moq: 200,
    unit: 'per piece',
    price: [30, 180],
    clash: [
      ['Leather', 'Chrome'],
      ['PU', 'Chrome'],
      ['PVC', 'Chrome'],
      ['Acrylic', 'Chrome'],
      ['Wooden', 'Chrome'],
      ['Leather', 'Antique'],
      ['PU', 'Antique'],
      ['PVC', 'Antique'],
      ['Acrylic', 'Antique'],
      ['Wooden', 'Antique'],
      ['Leather', 'Bottle'],
      ['PU', 'Bottle'],
      ['PVC', 'Bottle'],
      ['Acrylic', 'Bottle'],
    ],
  },
  'logo patches and badges': {
    bases: ['Embroidered Patch', 'Woven Patch', 'Logo Badge', 'Printed Patch', 'Cap Patch'],
    mods: ['Iron-On', 'Sew-On', 'Velcro-Backed', 'Merrowed', 'Laser-Cut', '3D Puff', 'Metallic Thread', 'Sublimated'],
    suffixes: ['Round', 'Shield', 'Rectangle', 'Custom Shape', '50 mm', '75 mm', '100 mm'],
    use: 'for caps, jackets, uniforms and bags',
    material: 'Embroidered or woven on twill with merrowed or heat-cut borders',
    sizes: ['50 mm', '75 mm', '100 mm'],
    moq: 100,
    unit: 'per piece',
    price: [10, 60],
    clash: [
      ['Woven Patch', '3D Puff'],
      ['Printed Patch', '3D Puff'],
      ['Printed Patch', 'Metallic Thread'],
      ['Sublimated', 'Embroidered'],
      ['Sublimated', 'Woven'],
    ],
  },
  'clothing label': {
    bases: ['Care Label', 'Wash Care Label', 'Size Label', 'Composition Label', 'Tagless Label'],
    mods: [
      'Printed Satin',
      'Nylon Taffeta',
      'Cotton',
      'Polyester',
      'Heat Transfer',
      'Thermal Transfer',
      'Tyvek',
      'Recycled Satin',
    ],
    suffixes: ['Roll', 'Cut and Fold', 'Single Side', 'Double Side', 'Multi-Language', '25 mm', '30 mm'],
    use: 'for printing fibre content, care symbols and origin',
    material: 'Printed with wash-fast inks that survive industrial laundering',
    sizes: ['25 x 60 mm', '30 x 70 mm', '35 x 80 mm'],
    moq: 2000,
    unit: 'per piece',
    price: [0.5, 3],
    clash: [
      ['Heat Transfer', 'Roll'],
      ['Heat Transfer', 'Fold'],
      ['Tagless', 'Roll'],
      ['Tagless', 'Fold'],
      ['Tagless', 'Nylon'],
      ['Tagless', 'Tyvek'],
      ['Tagless', 'Satin'],
      ['Tagless', 'Cotton'],
      ['Tagless', 'Polyester'],
    ],
  },
  'clothing tags': {
    bases: ['Clothing Tag', 'Garment Tag', 'Apparel Tag', 'Kidswear Tag'],
    mods: BOARD_MODS,
    suffixes: TAG_SUFFIXES,
    use: 'for shirts, ethnic wear, kidswear and denim',
    material: 'Printed on 350–450 GSM board, die-cut and punched',
    sizes: ['45 x 85 mm', '50 x 90 mm', '60 x 100 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [2.5, 8],
  },
  'metal badge': {
    bases: ['Metal Badge', 'Logo Plate', 'Metal Emblem', 'Metal Tag', 'Metal Label'],
    mods: ['Die-Cut', 'Die-Struck', 'Zinc Alloy', 'Brass', 'Aluminium', 'Enamel-Filled', 'Engraved', 'Embossed'],
    suffixes: ['Antique Brass', 'Antique Silver', 'Gunmetal', 'Gold Plated', 'Matte Black', 'Rose Gold', 'Chrome'],
    use: 'for bags, jackets, leather goods and uniforms',
    material: 'Die-struck or die-cast and plated, fixed with prongs, screws or adhesive',
    sizes: ['20 mm', '30 x 10 mm', '40 x 15 mm', '60 mm'],
    moq: 300,
    unit: 'per piece',
    price: [14, 90],
  },
  'custom seal tag': {
    bases: ['Seal Tag', 'Security Seal Tag', 'Garment Seal Tag', 'Lock Tag'],
    mods: ['Plastic', 'Metal', 'Embossed', 'Printed', 'Two-Tone', 'Round', 'Oval', 'Hexagon'],
    suffixes: ['Braided Cord', 'Plastic Strap', 'Nylon String', 'Gold Finish', 'Silver Finish', 'Black Finish'],
    use: 'for ethnic wear, denim and premium retail',
    material: 'Moulded or die-cast with your logo and a one-way locking strap or cord',
    sizes: ['25 mm', '30 mm', '35 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [3.5, 16],
  },
  'custom jewellery tag': {
    bases: ['Jewellery Tag', 'Ring Tag', 'Barbell Tag', 'Earring Card', 'Necklace Card'],
    mods: ['Printed', 'Foil-Stamped', 'Synthetic Paper', 'Velvet-Touch', 'Mini', 'Thread', 'Self-Adhesive', 'Pearl Board'],
    suffixes: ['Gold Thread', 'Silver Thread', 'On Rolls', 'Euro Slot', 'Barcode Ready', 'Pack of 100'],
    use: 'for jewellery counters, exhibitions and gift boxes',
    material: 'Printed on board or tear-resistant synthetic paper with foil accents',
    sizes: ['22 x 60 mm', '25 x 40 mm', '50 x 70 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [0.7, 8],
    clash: [
      ['Barbell', 'Thread'],
      ['Card', 'Thread'],
      ['Barbell', 'Euro Slot'],
      ['Ring Tag', 'Euro Slot'],
      ['Jewellery Tag', 'Euro Slot'],
      ['Card', 'Self-Adhesive'],
      ['Card', 'On Rolls'],
    ],
  },
  'paper tag': {
    bases: ['Paper Tag', 'Gift Tag', 'Kraft Tag', 'Blank Tag'],
    mods: ['Plain', 'Printed', 'Seed Paper', 'Handmade', 'Recycled', 'Coloured', 'Textured', 'Deckle-Edge'],
    suffixes: ['Jute String', 'Cotton String', 'Reinforced Hole', '300 GSM', '350 GSM', 'Pack of 500'],
    use: 'for gifting, pricing and handmade products',
    material: 'Cut from kraft, handmade or recycled paper with a punched or reinforced hole',
    sizes: ['40 x 70 mm', '50 x 90 mm', '60 x 100 mm'],
    moq: 1000,
    unit: 'per piece',
    price: [1.5, 10],
    clash: [
      ['Blank', 'Printed'],
      ['Kraft Tag', 'Coloured'],
      ['Kraft Tag', 'Seed'],
      ['Kraft Tag', 'Handmade'],
    ],
  },
  'pu and leather patche': {
    bases: ['Leather Patch', 'PU Patch', 'Denim Patch', 'Cap Patch', 'Jacket Patch'],
    mods: ['Debossed', 'Embossed', 'Laser Engraved', 'Printed', 'Foil-Stamped', 'Suede', 'Vegan', 'Distressed'],
    suffixes: ['Tan', 'Cognac', 'Dark Brown', 'Black', 'Natural', 'Rectangle', 'Round'],
    use: 'for jeans, caps, bags and outerwear',
    material: 'Cut from genuine or PU leather with burnished edges and stitch guides',
    sizes: ['60 x 40 mm', '80 x 50 mm', '100 x 60 mm'],
    moq: 300,
    unit: 'per piece',
    price: [9, 45],
  },
};
