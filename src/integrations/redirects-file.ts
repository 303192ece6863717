/**
 * Writes the built site's `_redirects`: every old product address to the product's current page
 * (src/lib/product-redirects.ts). Netlify reads it from the publish folder before netlify.toml's rules;
 * the local runtime reads it the same way. The products are the build's one read (loadSiteData).
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { productAddressMoves, redirectsFile } from '../lib/product-redirects.ts';
import { loadSiteData } from '../lib/server/site/site-data.ts';

export default function productRedirects(): AstroIntegration {
  return {
    name: 'product-redirects',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const { products } = await loadSiteData();
        await writeFile(new URL('_redirects', dir), redirectsFile(productAddressMoves(products)));
      },
    },
  };
}
