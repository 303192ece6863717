/** What each carousel picture shows (src/components/catalogue/carousel-slides.ts names the slides): a palette of scripts/demo/art-kit.ts and three goods, left to right. */
import type { ArtKind } from '../demo/art-kinds.ts';

export interface CarouselScene {
  palette: number;
  goods: [ArtKind, ArtKind, ArtKind];
}

export const CAROUSEL_SCENES: Record<string, CarouselScene> = {
  apparel: { palette: 0, goods: ['printed-label', 'woven-label', 'hang-tag'] },
  boutique: { palette: 1, goods: ['seal-tag', 'designer-tag', 'hang-tag'] },
  gifting: { palette: 6, goods: ['thank-you-card', 'wrapping-paper', 'ribbon'] },
  jewellery: { palette: 4, goods: ['jewellery-tag', 'packaging-box', 'card'] },
  uniforms: { palette: 7, goods: ['patch', 'metal-badge', 'badge'] },
  promotions: { palette: 5, goods: ['key-ring', 'cotton-bag', 'sticker'] },
  denim: { palette: 3, goods: ['designer-tag', 'leather-patch', 'woven-label'] },
  ecommerce: { palette: 2, goods: ['tape', 'packaging-box', 'sticker'] },
  'retail-bags': { palette: 0, goods: ['paper-bag', 'shopping-bag', 'cotton-bag'] },
  stationery: { palette: 7, goods: ['card', 'thank-you-card', 'sticker'] },
};
