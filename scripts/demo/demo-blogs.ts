/**
 * Demo blog posts: eight hand-written articles (plain text, paragraphs separated by a blank line, a
 * few bare https links), then generated ones for benchmarks that ask for hundreds. Deterministic.
 */

export interface DemoBlog {
  title: string;
  author: string;
  content: string;
  tags: string[];
  status: 'New' | 'Published' | 'Draft';
  /** Seed for renderCover(), or null for a post without a cover. */
  cover: number | null;
}

const post = (
  title: string,
  author: string,
  tags: string[],
  status: DemoBlog['status'],
  cover: number | null,
  paragraphs: string[],
): DemoBlog => ({
  title,
  author,
  tags,
  status,
  cover,
  content: paragraphs.join('\n\n'),
});

const HAND_BLOGS: DemoBlog[] = [
  post(
    'Woven or Printed Labels: Which Is Right for Your Garments?',
    'Neha Arora',
    ['woven labels', 'printed labels', 'buying guide'],
    'Published',
    1,
    [
      'Every garment carries at least one label, and the first decision is how that label is made. A woven label is produced on a loom: your logo is formed by the threads themselves, so it cannot fade, crack or peel. A printed label carries ink on a ground of satin, cotton or taffeta tape.',
      'Choose woven when the label is part of the brand experience. Neck labels on shirts, denim and outerwear look and feel more premium when woven, and they last as long as the garment. Damask quality holds fine detail, and a typical order starts at 1,000 pieces per design with samples in 5–7 working days.',
      'Choose printed when the information changes often or the label must be very soft. Care and composition labels, size runs and small capsule collections are cheaper to print, and printed satin or cotton is gentle enough for babywear.',
      'Many brands combine the two: a woven main label at the neck and a printed care label in the side seam. Send us the garment type and where the label will be stitched, and we will suggest the right size, fold and material.',
    ],
  ),
  post(
    'What Should a Garment Care Label Include?',
    'Rohit Malhotra',
    ['care labels', 'compliance', 'clothing label'],
    'Published',
    2,
    [
      'A care label tells your customer how to keep the garment looking new, and it tells buyers and marketplaces that you know your product. Most brands include the fibre composition in percentages, care instructions, the size, the country of origin and the manufacturer or importer details.',
      'Care instructions are usually shown as symbols in a fixed order: washing, bleaching, drying, ironing and professional cleaning. The symbol system is managed internationally by GINETEX and standardised as ISO 3758, so a customer in Delhi or Berlin reads them the same way. You can see the full set at https://www.ginetex.net/',
      'Garments sold in packaged form in India also need the declarations of the Legal Metrology (Packaged Commodities) Rules, such as MRP and consumer care details; these normally go on the hang tag or pack rather than the sewn label. Export buyers often add their own requirements, so confirm the final text with your buyer or compliance adviser before printing.',
      'The label has to survive as long as the garment. We print care labels on nylon taffeta or polyester satin with thermal-transfer ink that withstands industrial washing, or on cotton tape for organic lines. The usual position is the left side seam, 10 to 15 cm above the hem.',
    ],
  ),
  post(
    'Hang Tag Paper Stocks Explained: GSM, Finishes and Strings',
    'Neha Arora',
    ['hang tags', 'paper', 'finishes'],
    'Published',
    null,
    [
      'Paper weight is given in GSM, grams per square metre. For everyday hang tags 300 to 350 GSM works well; 400 to 450 GSM feels noticeably more premium; and couture tags are often two sheets duplexed to 600 GSM or more.',
      'The stock sets the mood. Smooth art card gives vivid full-colour print. Brown kraft looks natural and honest, and one dark colour prints best on it. Cotton and textured papers suit letterpress and foil, while recycled board and plantable seed paper tell a sustainability story.',
      'Finishes add protection and character: matte, gloss or soft-touch lamination, spot UV on a logo, hot-foil stamping, embossing and painted edges. Lamination makes a tag tougher but harder to recycle, so decide what matters more for your line.',
      'Finally, the attachment. Cotton, jute and waxed strings suit boutique wear, satin ribbon suits occasion wear, and plastic loop pins applied with a tagging gun are fastest on a production line. A metal eyelet reinforces the hole on heavy garments.',
    ],
  ),
  post(
    'Sustainable Packaging for Fashion Brands: Practical Swaps That Work',
    'Sana Qureshi',
    ['sustainability', 'packaging', 'paper bag'],
    'Published',
    3,
    [
      'Sustainable packaging does not have to mean a complete redesign. A few swaps, made one at a time, can remove most of the plastic from a typical order without raising costs much.',
      'Replace poly mailers with kraft mailer boxes or strong paper bags, and plastic tape with kraft paper tape. Use acid-free tissue printed with soy-based inks, and offer cotton or jute bags that customers will reuse. For trims, recycled polyester labels and seed paper tags are easy wins.',
      'Look for responsibly sourced paper and ask your supplier which of their stocks carry FSC certification, which shows that the fibre comes from well-managed forests. You can read more about it at https://fsc.org/en',
      'Be careful with claims. Recyclable only helps if the material is actually collected where your customers live, and laminated or foil-heavy paper is harder to recycle. Right-sizing boxes often saves more material, and courier charges, than any single material change.',
    ],
  ),
  post(
    'OEKO-TEX Explained: What the Certificate on Your Trims Means',
    'Rohit Malhotra',
    ['oeko-tex', 'certification', 'labels'],
    'Published',
    4,
    [
      'OEKO-TEX is an association of independent textile testing institutes. Its best-known label, STANDARD 100, certifies that every component of a textile article has been tested for harmful substances. More at https://www.oeko-tex.com/en/',
      'Articles are certified in product classes. Class I covers items for babies and toddlers and has the strictest limits; class II covers items in direct contact with skin; class III items with little or no skin contact; and class IV decoration materials. Labels and tags sewn into baby clothes therefore need class I.',
      'Every component counts, from thread and labels to buttons, zips and prints. A brand that wants to certify a garment needs certified trims, so ask suppliers for their certificate number and check it is valid; certificates are renewed every year.',
      'OEKO-TEX is about harmful substances, not about organic fibre. Many of our cotton labels can be supplied with either certificate; if you need organic claims, look at GOTS instead: https://global-standard.org/',
    ],
  ),
  post('How to Prepare Artwork for Labels, Tags and Packaging', 'Admin', ['artwork', 'design', 'printing'], 'Published', 5, [
    'Good artwork saves days. Send vector files where you can: AI, PDF, EPS or SVG with fonts converted to outlines. Photographs and textures should be embedded at 300 dpi at the printed size.',
    'Give colours as Pantone references for spot colours, or CMYK for full-colour printing. Woven labels are limited to about eight thread colours per design and cannot weave smooth gradients, so simplify a logo that relies on shading.',
    'Mind the small details. On woven labels, keep text at least 1.5 mm tall (about 1 mm on high-definition damask); on printed satin avoid lines thinner than 0.25 mm; and for foil, keep lines above 0.3 mm so they fill cleanly.',
    'For tags, cards and boxes, add 3 mm bleed and keep text 3 mm inside the cut line. Put the die line on its own layer and mark hole positions. Before you approve the proof, check spelling, scan every barcode and confirm prices and sizes.',
  ]),
  post(
    'Damask, Taffeta or Satin: A Guide to Woven Label Weaves',
    'Neha Arora',
    ['woven labels', 'damask', 'taffeta', 'satin'],
    'Draft',
    6,
    [
      'All woven labels come off jacquard looms, but the yarn and the density of the weave change how a label looks, feels and costs.',
      'Taffeta uses thicker yarn in a plain weave at a lower density. It is the most economical choice and suits bold logos and workwear, but it feels firmer and cannot hold fine detail.',
      'Damask uses fine 50-denier polyester at a high density. It is smooth, reproduces small text well and is the industry standard for brand labels. High-definition damask uses an even finer weft for tiny lettering.',
      'Satin weave gives a glossy face and the softest hand of all, ideal for lingerie and kidswear, though detail is a little softer than damask. Whatever the weave, finish it with the right cut and fold: straight, end fold, centre fold, mitre fold or loop fold.',
    ],
  ),
  post('MOQ and Lead Times: How to Plan Your Trims Order', 'Admin', ['moq', 'lead time', 'planning'], 'New', null, [
    'A minimum order quantity exists because setting up a loom, a printing plate, a cutting die or a screen costs the same for 100 pieces as for 10,000. The MOQ is the point where that set-up cost stops dominating the price per piece.',
    'Typical MOQs at our unit are 1,000 pieces per design for woven labels, 2,000 for printed care labels, 1,000 for hang tags, 500 for paper bags and 100 for embroidered patches.',
    'Plan on one or two days for artwork and a digital proof, 5–7 working days for a physical sample and 10–15 working days for bulk production after approval. Boxes and bags with custom dies take 15–20 working days.',
    'Around Diwali and the wedding season every trims unit is busy, so add a week and order your trims when you order fabric. Keep your approved sample: it makes every reorder faster and exactly the same.',
  ]),
];

const SUBJECTS = [
  'Woven Labels',
  'Printed Care Labels',
  'Hang Tags',
  'Designer Tags',
  'Embroidered Patches',
  'Metal Badges',
  'Leather Patches',
  'Satin Ribbons',
  'Paper Bags',
  'Cotton Tote Bags',
  'Shopping Bags',
  'Tissue Paper',
  'Brand Stickers',
  'Packaging Tape',
  'Seal Tags',
  'Jewellery Tags',
  'Business Cards',
  'Thank You Cards',
  'Key Rings',
  'Gift Boxes',
  'Button Badges',
  'Size Labels',
  'Seed Paper Tags',
  'Wrapping Paper',
  'Mailer Boxes',
];

const TITLES: [string, (s: string) => string][] = [
  ['buying guide', (s) => `A Buyer's Guide to ${s}`],
  ['tips', (s) => `5 Mistakes to Avoid When Ordering ${s}`],
  ['branding', (s) => `How to Choose ${s} for Your Brand`],
  ['materials', (s) => `${s}: Finishes and Materials Compared`],
  ['pricing', (s) => `What Affects the Price of ${s}?`],
  ['design', (s) => `Designing ${s} That Customers Notice`],
  ['small brands', (s) => `${s} for Small Brands: Starting with Low Quantities`],
  ['quality', (s) => `How We Check ${s} Before Dispatch`],
  ['sustainability', (s) => `Sustainable Options for ${s}`],
  ['trends', (s) => `Trends in ${s} This Season`],
];

const AUTHORS = ['Neha Arora', 'Rohit Malhotra', 'Sana Qureshi', 'Admin'];

function generatedPost(i: number): DemoBlog {
  const subject = SUBJECTS[i % SUBJECTS.length];
  const [tag, title] = TITLES[Math.floor(i / SUBJECTS.length) % TITLES.length];
  const round = Math.floor(i / (SUBJECTS.length * TITLES.length));
  const s = subject.toLowerCase();
  const paragraphs = [
    `${subject} are a small part of a product, but customers notice them. In this note our production team shares what we have learnt from making ${s} for brands across India and abroad since 2008.`,
    `Start with how the ${s} will be used: what they are attached to, how often they are handled and whether they must survive washing, shipping or a long season on the shop floor. That decides the material more than any trend.`,
    `Next, agree the details in writing: size, colours as Pantone references, finish and quantity. A physical sample before bulk production costs a few days and saves a lot of rework.`,
    i % 3 === 0
      ? `If you would like samples of our ${s}, use the quick quote form or call us; we usually respond within one working day.`
      : `Questions about ${s}? Send us your artwork and quantity and we will suggest the most economical way to make them.`,
  ];
  return {
    title: round === 0 ? title(subject) : `${title(subject)} (Part ${round + 1})`,
    author: AUTHORS[i % AUTHORS.length],
    content: paragraphs.join('\n\n'),
    tags: [s, tag],
    status: i % 10 === 9 ? 'Draft' : i % 15 === 14 ? 'New' : 'Published',
    cover: i % 7 === 6 ? null : 10 + i,
  };
}

/** `count` posts (default 8): the hand-written ones first, then generated ones with unique titles. */
export function demoBlogs(count = HAND_BLOGS.length): DemoBlog[] {
  const out = HAND_BLOGS.slice(0, Math.max(0, count));
  for (let i = 0; out.length < count; i++) out.push(generatedPost(i));
  return out;
}
