/** Structured data (schema.org JSON-LD) for the public pages; PublicLayout writes it into the head. */
import { postDate } from './blog.ts';
import { type PublicSiteSettings, phoneLink } from './settings.ts';
import { imagesOf, lowestPrice, tiersOf } from './product.ts';
import type { Blog, Product } from './schemas/content.ts';

type JsonLd = Record<string, unknown>;

export function organizationJsonLd(settings: PublicSiteSettings, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.name,
    url: site.href,
    logo: new URL('/favicon.svg', site).href,
    foundingDate: String(settings.founded),
    email: settings.emails[0],
    telephone: phoneLink(settings.phones[0]).tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      postalCode: settings.address.postalCode,
      addressCountry: settings.address.countryCode,
    },
  };
}

export function productJsonLd(settings: PublicSiteSettings, product: Product, pageUrl: URL): JsonLd {
  const tiers = tiersOf(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.longDescription || product.shortDescription,
    category: product.category,
    url: pageUrl.href,
    ...(product.images[0] ? { image: imagesOf(product).map((image) => new URL(image.url, pageUrl).href) } : {}),
    brand: { '@type': 'Brand', name: settings.name },
    offers: tiers.length
      ? {
          '@type': 'AggregateOffer',
          lowPrice: lowestPrice(product),
          highPrice: Math.max(product.price, ...tiers.map((tier) => tier.price)),
          offerCount: tiers.length + 1,
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: pageUrl.href,
        }
      : {
          '@type': 'Offer',
          price: product.price,
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: pageUrl.href,
        },
  };
}

export function blogPostingJsonLd(settings: PublicSiteSettings, blog: Blog, pageUrl: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    datePublished: postDate(blog),
    author: { '@type': 'Person', name: blog.author },
    publisher: { '@type': 'Organization', name: settings.name },
    mainEntityOfPage: pageUrl.href,
    ...(blog.coverImage ? { image: new URL(blog.coverImage, pageUrl).href } : {}),
    ...(blog.tags.length ? { keywords: blog.tags.join(', ') } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so content can never close the tag. */
export const serializeJsonLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');
