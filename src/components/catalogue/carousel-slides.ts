/**
 * The ten general-application pictures of the catalogue carousel (docs/product.md 2.5, 9). The pictures are
 * drawn by scripts/media/carousel.ts into public/media/carousel/ from their scenes (scripts/media/
 * carousel-scenes.ts); the page reads the rest. Change a scene, then run `node scripts/media/carousel.ts`
 * and commit the pictures.
 */
export interface CarouselSlide {
  /** File stem: public/media/carousel/{slug}-{width}.{webp,avif}. */
  slug: string;
  title: string;
  text: string;
  alt: string;
}

export const CAROUSEL_WIDTHS = [640, 1280] as const;
/** Every picture is 2:1. */
export const CAROUSEL_RATIO = 2;

export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    slug: 'apparel',
    title: 'Apparel & fashion brands',
    text: 'Woven neck labels, printed care labels and swing tags for every garment you ship.',
    alt: 'Printed size labels, woven labels and swing tags on a pale blue backdrop',
  },
  {
    slug: 'boutique',
    title: 'Boutiques & designer wear',
    text: 'Foiled designer tags and seal tags that make a price tag part of the brand.',
    alt: 'A leather seal tag, a designer tag on a ribbon and a kraft swing tag on a blush backdrop',
  },
  {
    slug: 'gifting',
    title: 'Gifting & festive packs',
    text: 'Printed wrapping paper, logo ribbons and thank-you cards for seasonal orders.',
    alt: 'A thank-you card in its envelope, a roll of printed wrapping paper and logo ribbons on a lilac backdrop',
  },
  {
    slug: 'jewellery',
    title: 'Jewellery & accessories',
    text: 'Small jewellery tags, rigid boxes and cards sized for fine pieces.',
    alt: 'A ring with a small jewellery tag, a branded box and two business cards on a grey backdrop',
  },
  {
    slug: 'uniforms',
    title: 'Uniforms & corporate identity',
    text: 'Embroidered patches, woven badges and metal pins for staff, schools and clubs.',
    alt: 'A woven shield patch, a gold metal badge and a round enamel badge on a blue-grey backdrop',
  },
  {
    slug: 'promotions',
    title: 'Promotions & events',
    text: 'Key rings, stickers and cotton bags that carry a logo long after the event.',
    alt: 'A key ring, a printed cotton bag and logo stickers on a mint backdrop',
  },
  {
    slug: 'denim',
    title: 'Denim & leather goods',
    text: 'PU and leather patches, jacron labels and heavy tags for jeans and bags.',
    alt: 'A burgundy designer tag, a round leather patch and woven labels on a peach backdrop',
  },
  {
    slug: 'ecommerce',
    title: 'E-commerce & shipping',
    text: 'Branded boxes, printed packaging tape and seal stickers for unboxing that sells.',
    alt: 'A roll of printed packaging tape, branded boxes and a sheet of round stickers on a sage backdrop',
  },
  {
    slug: 'retail-bags',
    title: 'Retail carry bags',
    text: 'Paper, cotton and laminated shopping bags printed with your logo.',
    alt: 'A navy paper bag, a shopping bag with rope handles and a green cotton bag on a pale backdrop',
  },
  {
    slug: 'stationery',
    title: 'Stationery & brand cards',
    text: 'Business cards, thank-you notes and stickers that match the rest of the range.',
    alt: 'Business cards, a thank-you card and a roll of sticker labels on a pale backdrop',
  },
];

export const carouselImage = (slug: string, width: number, format: 'webp' | 'avif') =>
  `/media/carousel/${slug}-${width}.${format}`;
