/**
 * (Over 300 lines: hand-written product descriptions, data rather than code.)
 * Hand-written demo products, written the way the company's own catalogue would describe them
 * (materials, sizes, MOQ, finishes; prices in rupees for the unit the long description names).
 * This file holds the trims (labels, tags, badges, patches); demo-products-packaging.ts the
 * packaging goods. Grouped by category for readability; catalogue.ts interleaves them so that any
 * prefix of the list spreads over as many categories as possible.
 */
import type { CategoryId } from '../../src/lib/categories.ts';

export interface HandProduct {
  category: CategoryId;
  name: string;
  price: number;
  shortDescription: string;
  description: string;
  longDescription: string;
  popular?: boolean;
  inactive?: boolean;
}

export const h = (
  category: CategoryId,
  name: string,
  price: number,
  shortDescription: string,
  description: string,
  longDescription: string,
  flags: { popular?: boolean; inactive?: boolean } = {},
): HandProduct => ({ category, name, price, shortDescription, description, longDescription, ...flags });

export const POPULAR = { popular: true };
export const INACTIVE = { inactive: true };

export const TRIM_PRODUCTS: HandProduct[] = [
  // Woven and printed labels
  h(
    'woven and printed labels',
    'Satin Woven Neck Label',
    3.5,
    'Soft satin-weave neck label with your logo woven in up to 8 colours; gentle on skin.',
    'A smooth, glossy satin woven label for the neck of shirts, dresses and kidswear.',
    'Woven on high-density looms from 100% polyester satin yarn, with a sheen finish that never scratches. Standard sizes run from 50 x 15 mm to 70 x 25 mm with end-fold, centre-fold or straight-cut ends. MOQ 1,000 pieces per design; the price is per piece at 5,000 pieces.',
    POPULAR,
  ),
  h(
    'woven and printed labels',
    'Damask Woven Brand Label – End Fold',
    2.75,
    'Fine-detail damask label with ultrasonic-cut, end-folded edges ready for sewing.',
    'Our best-selling damask brand label, end-folded and ready to stitch into a side or centre-back seam.',
    'Damask uses 50-denier polyester yarn, so small text down to 1.5 mm stays sharp. Supplied end-folded at 60 x 20 mm as standard; mitre and loop folds are available. MOQ 1,000 pieces, price per piece; sampling takes 5–7 working days.',
  ),
  h(
    'woven and printed labels',
    'Printed Satin Size Label Set (XS–XXL)',
    1.2,
    'Six-size satin label set printed in one run, colour coded per size if you wish.',
    'A complete size run of printed satin labels, so every size of a style carries matching branding.',
    'Printed on 15 mm or 20 mm white, ivory or black satin tape with wash-fast pigment inks. Sizes XS to XXL are printed in one set and packed size-wise in bundles of 100. MOQ 500 per size; the price is per label.',
  ),
  // Designer tags
  h(
    'designer tags',
    'Foil-Stamped Designer Tag with Satin Ribbon',
    9.5,
    'Luxury 500 GSM tag with hot-foil logo and a satin ribbon loop tied by hand.',
    'A premium designer tag with a hot-foil logo, finished with a hand-tied satin ribbon loop.',
    'Printed on 500 GSM textured board with gold, silver, rose-gold or holographic foil. Sizes from 50 x 90 mm; round, arch and rectangular die shapes are in stock. MOQ 500 pieces, price per piece including the ribbon.',
  ),
  h(
    'designer tags',
    'Arch-Top Couture Tag on 600 GSM Board',
    12,
    'Thick arch-top tag with painted edges, foil logo and a punched ribbon hole.',
    'An arch-shaped couture tag on duplexed 600 GSM board with colour-painted edges.',
    'Two 300 GSM sheets are duplexed for a rigid 1 mm tag, then edge-painted in a colour of your choice. The logo is hot-foil stamped and the back can carry price or care text. MOQ 500 pieces; price per piece.',
  ),
  h(
    'designer tags',
    'Letterpress Cotton Paper Designer Tag',
    15,
    'Deep-impression letterpress on 100% cotton paper for a handcrafted feel.',
    'A tactile designer tag printed letterpress on soft cotton paper for bridal and couture labels.',
    'Printed one or two colours by letterpress on 600 GSM cotton paper, with a deep bite you can feel. Available in 55 x 85 mm and 60 x 100 mm with round corners on request. MOQ 300 pieces; price per piece.',
  ),
  // Fashion badges
  h(
    'fashion badges',
    'Tin Button Badge – 58 mm Glossy',
    14,
    'Classic pin-back button badge with full-colour print and a glossy protective film.',
    'A full-colour 58 mm pin-back button badge for merchandise, events and fashion collabs.',
    'Made from tin-plated steel with a safety-pin back and glossy PET film over the print. Sizes 25, 38, 44, 58 and 75 mm; magnetic or bottle-opener backs are optional. MOQ 200 pieces; price per badge.',
  ),
  h(
    'fashion badges',
    'Soft Enamel Lapel Pin – Gold Plated',
    85,
    'Die-struck lapel pin with soft enamel colours and gold plating, on a butterfly clutch.',
    'A die-struck soft enamel lapel pin, gold plated, for brand merchandise and uniforms.',
    'Die-struck in iron or brass, filled with up to six soft enamel colours and plated gold, silver or black nickel. Standard size 25 mm with a rubber or metal clutch. MOQ 100 pieces; price per pin including a backing card.',
  ),
  // Hang tags
  h(
    'hang tags',
    'Kraft Paper Hang Tag with Jute String',
    4.5,
    'Natural kraft hang tag with one-colour print and a pre-tied jute string.',
    'An eco-look kraft hang tag printed in one colour and supplied with a pre-tied jute string.',
    'Printed on 350 GSM unbleached kraft board, cut to 50 x 90 mm with clipped corners and a metal eyelet. Strings are pre-tied in natural jute or cotton. MOQ 1,000 pieces; price per tag including string.',
    POPULAR,
  ),
  h(
    'hang tags',
    'Matte Laminated Hang Tag with Barcode Print',
    3.8,
    'Full-colour swing tag with matte lamination and variable barcode and MRP printing.',
    'A full-colour swing tag with matte lamination and variable barcodes, MRPs and sizes printed per style.',
    'Printed CMYK on 400 GSM art card with matte lamination on both sides. Variable data such as barcode, MRP and size is printed digitally from your spreadsheet. MOQ 1,000 pieces across styles; price per tag.',
  ),
  h(
    'hang tags',
    'Double-Layer Swing Tag with Gold Eyelet',
    7.25,
    'Two-layer tag with a contrast back layer, spot UV logo and a gold metal eyelet.',
    'A two-layer swing tag with a contrast colour layer, spot UV logo and gold metal eyelet.',
    'Two boards are duplexed for a 700 GSM tag with a contrasting core colour visible at the edge. The logo carries spot UV on a soft-touch laminate. MOQ 1,000 pieces; price per tag.',
  ),
  // Custom labels
  h(
    'custom labels',
    'Custom Cotton Tape Label – Natural',
    2.2,
    'Printed natural cotton tape label, soft and breathable for organic and baby wear.',
    'A soft, unbleached cotton tape label printed with your logo for organic and baby collections.',
    'Printed on 100% natural cotton tape in 15, 20 and 25 mm widths with skin-safe inks. Supplied cut and folded or on rolls for automatic cutting. MOQ 1,000 pieces; price per label.',
  ),
  h(
    'custom labels',
    'High-Definition Woven Logo Label',
    4.2,
    'HD damask label woven with extra-fine yarn for tiny text and detailed logos.',
    'A high-definition woven label that reproduces fine lines, small text and detailed logos.',
    'Woven with 100-denier weft on high-density looms, so text down to 1 mm stays legible. Laser-cut or hot-cut edges, 40 x 15 mm to 80 x 40 mm. MOQ 1,000 pieces; price per piece.',
    POPULAR,
  ),
  // Promotional key rings
  h(
    'Promotional Keys rings',
    'Metal Logo Key Ring – Round',
    65,
    'Round zinc alloy key ring with enamel-filled logo and polished chrome finish.',
    'A round metal key ring with an enamel-filled logo, popular as a corporate and retail gift.',
    'Die-cast in zinc alloy at 40 mm diameter with soft enamel colours and a chrome, gold or antique finish. Supplied with a split ring and chain in a poly bag or gift box. MOQ 200 pieces; price per piece.',
  ),
  h(
    'Promotional Keys rings',
    'Leather Strap Key Ring with Debossed Logo',
    90,
    'Folded leather strap key ring with a debossed logo and a metal rivet.',
    'A folded leather strap key ring with a debossed logo, for showrooms and premium gifting.',
    'Cut from 2 mm vegetable-tanned or PU leather, stitched and fixed with a brass rivet. Logo debossed or laser engraved; colours tan, brown and black. MOQ 200 pieces; price per piece.',
  ),
  // Logo patches and badges
  h(
    'logo patches and badges',
    'Embroidered Logo Patch',
    22,
    'Classic embroidered patch with a merrowed border, sew-on or iron-on backing.',
    'A classic embroidered logo patch with a merrowed edge, sew-on, iron-on or Velcro backed.',
    'Embroidered on twill with up to 12 thread colours at 50% to 100% coverage. Sizes from 40 mm to 120 mm with merrowed or laser-cut borders. MOQ 100 pieces; price per patch at 75 mm.',
    POPULAR,
  ),
  h(
    'logo patches and badges',
    'Woven Badge with Merrowed Edge',
    12,
    'Flat woven badge with fine detail and a merrowed border for caps and jackets.',
    'A flat woven badge with fine detail and a merrowed edge, ideal for caps and uniforms.',
    'Woven in damask quality for detail embroidery cannot reach, then backed and merrowed. Shapes round, shield or rectangular, 40 to 100 mm. MOQ 200 pieces; price per badge.',
  ),
  h(
    'logo patches and badges',
    'Chenille Varsity Patch',
    95,
    'Fluffy chenille letter or logo patch on felt, the varsity jacket classic.',
    'A chenille varsity patch with a felt base, for letterman jackets and streetwear.',
    'Chenille yarn is looped on to wool-blend felt with an embroidered outline. Sizes from 75 mm to 200 mm with sew-on or heat-press backing. MOQ 50 pieces; price per patch at 100 mm.',
    INACTIVE,
  ),
  // Clothing label
  h(
    'clothing label',
    'Printed Satin Care Label',
    0.9,
    'Wash-care label with fibre content and care symbols printed on soft satin.',
    'A printed satin wash-care label carrying fibre content, care symbols and country of origin.',
    'Printed on 25 or 30 mm white satin with wash-fast black ink; text on one or both sides. Supplied cut and folded or on rolls of 2,000. MOQ 2,000 labels; price per label.',
  ),
  h(
    'clothing label',
    'Nylon Taffeta Wash Care Label – Roll',
    1450,
    'Durable nylon taffeta care labels on a roll for high-volume production lines.',
    'Durable nylon taffeta care labels supplied on rolls for high-volume garment production.',
    'Printed thermal-transfer on coated nylon taffeta that survives industrial washing. Widths 25 to 40 mm; each roll carries 2,000 labels. MOQ 5 rolls; price per roll.',
  ),
  h(
    'clothing label',
    'Heat Transfer Tagless Neck Print',
    2.8,
    'Tagless neck label printed by heat transfer: no itch, no cutting, no sewing.',
    'A tagless heat-transfer neck print that replaces a sewn label on T-shirts and activewear.',
    'Printed as plastisol or silicone transfers and applied with a heat press at 150 °C for 10 seconds. Stretch and wash tested to 50 cycles. MOQ 1,000 transfers; price per transfer.',
  ),
  // Clothing tags
  h(
    'clothing tags',
    'Recycled Board Clothing Tag – 2-Sided Print',
    3.2,
    'Tag printed on both sides on recycled board, with punched hole for string or pin.',
    'A two-sided clothing tag printed on recycled grey-back board, with a punched hole for string or pin.',
    'Printed CMYK on 400 GSM recycled board with an uncoated natural finish. Sizes 45 x 85 mm and 50 x 90 mm; rounded corners optional. MOQ 1,000 tags; price per tag.',
  ),
  h(
    'clothing tags',
    'Die-Cut Clothing Tag with Cotton String',
    4.8,
    'Custom-shaped clothing tag die-cut to your outline, with a cotton string.',
    'A clothing tag die-cut to your own outline and supplied with a pre-tied cotton string.',
    'Die-cut from 450 GSM board in any outline we can make a die for; a die costs once and is kept for repeats. Strings in 15 colours of waxed cotton. MOQ 1,000 tags; price per tag.',
  ),
  // Metal badge
  h(
    'metal badge',
    'Die-Cut Metal Badge – Antique Brass',
    38,
    'Die-struck brass badge in an antique finish, with pins or screws for fixing.',
    'A die-struck metal badge in antique brass finish for bags, jackets and leather goods.',
    'Die-struck in brass or zinc alloy and finished antique brass, antique silver or gunmetal. Fixed with prongs, screws or adhesive; sizes 20 to 60 mm. MOQ 300 pieces; price per badge.',
    POPULAR,
  ),
  h(
    'metal badge',
    'Zinc Alloy Logo Plate with Prongs',
    26,
    'Slim zinc alloy logo plate with polished letters and two fixing prongs.',
    'A slim zinc alloy logo plate with polished raised letters and two fixing prongs.',
    'Die-cast zinc alloy with a sandblasted ground and polished raised logo, plated gold, silver or black. Two prongs fold behind leather or fabric. MOQ 500 pieces; price per plate.',
  ),
  // Custom seal tag
  h(
    'custom seal tag',
    'Plastic Seal Tag with Embossed Logo',
    5.5,
    'Plastic security seal tag with embossed logo and a one-pull locking strap.',
    'A plastic seal tag with embossed logo and a one-pull locking strap that cannot be reused.',
    'Moulded from ABS with your logo embossed on the face, in 20 stock colours. The strap locks once and must be cut to remove. MOQ 2,000 pieces; price per tag with strap.',
  ),
  h(
    'custom seal tag',
    'Metal Seal Tag with Braided Cord',
    11,
    'Metal-finish seal tag with a braided cord loop, for premium ethnic wear.',
    'A metal-finish seal tag on a braided cord loop, for premium ethnic wear and bridal collections.',
    'Die-cast tag in gold or silver finish with your logo, on a 180 mm braided polyester cord. Cord colours to match your brand. MOQ 1,000 pieces; price per seal tag.',
    INACTIVE,
  ),
  // Custom jewellery tag
  h(
    'custom jewellery tag',
    'Barbell Jewellery Price Tag – Printed',
    0.85,
    'Barbell-style tag that folds around rings and chains, printed with your logo.',
    'A barbell jewellery tag that folds round rings and chains, printed with your logo and price area.',
    'Made from tear-resistant synthetic paper with a self-adhesive tail, 66 x 13 mm folded. Printed one colour; supplied on rolls for barcode printers. MOQ 2,000 tags; price per tag.',
  ),
  h(
    'custom jewellery tag',
    'Gold Thread Jewellery Tag – Mini',
    3.5,
    'Small foil-printed tag with a gold thread loop, for rings, bangles and boxes.',
    'A small foil-printed jewellery tag with a gold thread loop, for rings, bangles and gift boxes.',
    'Printed on 400 GSM board with gold or silver foil, 25 x 40 mm with a punched hole. Threads are pre-tied in gold, silver or red. MOQ 1,000 tags; price per tag.',
  ),
  h(
    'custom jewellery tag',
    'Velvet-Touch Earring Display Card',
    6,
    'Soft-touch earring card with stud holes, hanger slot and foil logo.',
    'A soft-touch earring display card with stud holes, a hanger slot and a foil logo.',
    'Printed on 400 GSM board with soft-touch lamination and gold foil; stud holes punched to your spacing. Standard size 50 x 70 mm with a euro slot. MOQ 1,000 cards; price per card.',
  ),
  // Paper tag
  h(
    'paper tag',
    'Plain Kraft Paper Tag – 300 GSM',
    2.5,
    'Simple kraft tag with reinforced hole, ready for stamping or one-colour print.',
    'A simple kraft paper tag with a reinforced hole, ready to stamp, write on or print in one colour.',
    'Cut from 300 GSM brown kraft with a reinforced punched hole. Sizes 40 x 70 mm and 50 x 90 mm, blank or printed one colour. MOQ 1,000 tags; price per tag.',
  ),
  h(
    'paper tag',
    'Seed Paper Tag – Plantable',
    9,
    'Handmade seed paper tag that grows herbs or flowers when planted.',
    'A handmade plantable seed paper tag that grows basil, tulsi or marigold when planted.',
    'Made from recycled cotton pulp embedded with seeds, printed one colour with vegetable inks. Sizes from 50 x 80 mm with a cotton string. MOQ 500 tags; price per tag.',
  ),
  // PU and leather patches
  h(
    'pu and leather patche',
    'PU Leather Patch for Denim – Debossed',
    14,
    'Jeans back patch in PU leather with debossed logo, in tan, brown or black.',
    'A PU leather back patch for jeans with a debossed logo, in tan, brown or black.',
    'Made from 1.2 mm PU with a woven backing, debossed or printed, with stitch-line guides. Sizes 60 x 40 mm to 100 x 60 mm. MOQ 500 pieces; price per patch.',
    POPULAR,
  ),
  h(
    'pu and leather patche',
    'Genuine Leather Patch – Laser Engraved',
    28,
    'Real leather patch, laser engraved, with a natural burnished edge.',
    'A genuine leather patch laser engraved with your logo, for denim, bags and caps.',
    'Cut from 1.5 mm cow leather in tan, cognac and brown with burnished edges. Laser engraving or hot-foil print; stitch holes pre-punched. MOQ 300 pieces; price per patch.',
  ),
];
