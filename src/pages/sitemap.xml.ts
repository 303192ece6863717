/** /sitemap.xml, built with the pages: every public page, product and blog post (not sign-in or not-found). */
import type { APIRoute } from 'astro';
import { loadSiteData } from '../lib/server/site/site-data.ts';
import { productPath, toBlogSlug } from '../lib/slugs.ts';

const STATIC_PATHS = ['/', '/products', '/about', '/blog', '/contact', '/quote', '/privacy'];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('astro.config `site` is needed for absolute sitemap URLs');
  const { products, blogs } = await loadSiteData();
  const entries = [
    ...STATIC_PATHS,
    ...products.map((product) => productPath(product.name)),
    ...blogs.map((blog) => `/blog/${encodeURIComponent(toBlogSlug(blog))}`),
  ];
  // Pages are folders (build.format 'directory'): their address ends in '/', as each page's canonical link does.
  const page = (path: string) => (path.endsWith('/') ? path : `${path}/`);
  // No <lastmod>: records keep their creation date only, which is not when a page last changed.
  const urls = entries.map((path) => `  <url><loc>${escapeXml(new URL(page(path), site).href)}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
