/**
 * /rss.xml, built with the pages: the public posts (docs/product.md 2.10), newest first, as an RSS 2.0
 * feed. A post dated later joins it with the build after its date (src/lib/blog.ts).
 */
import type { APIRoute } from 'astro';
import { blogPath, blogPreview } from '../components/blog/blog-view.ts';
import { postDate } from '../lib/blog.ts';
import { loadSiteData } from '../lib/server/site/site-data.ts';

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
// XML 1.0 allows no control characters but tab and line breaks, even escaped.
const clean = (value: string) =>
  escapeXml(
    [...value]
      .filter((char) => {
        const code = char.codePointAt(0)!;
        return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
      })
      .join(''),
  );

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('astro.config `site` is needed for absolute feed URLs');
  const { blogs, settings } = await loadSiteData();
  const posts = [...blogs].sort((a, b) => postDate(b).localeCompare(postDate(a)));
  const items = posts.map((blog) => {
    const link = new URL(`${blogPath(blog)}/`, site).href;
    return [
      '    <item>',
      `      <title>${clean(blog.title)}</title>`,
      `      <link>${clean(link)}</link>`,
      `      <guid isPermaLink="true">${clean(link)}</guid>`,
      `      <pubDate>${new Date(postDate(blog)).toUTCString()}</pubDate>`,
      `      <description>${clean(blogPreview(blog))}</description>`,
      ...blog.tags.map((tag) => `      <category>${clean(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${clean(`${settings.name} Blog`)}</title>`,
    `    <link>${clean(new URL('/blog/', site).href)}</link>`,
    `    <description>${clean(settings.tagline)}</description>`,
    '    <language>en-in</language>',
    `    <atom:link href="${clean(new URL('/rss.xml', site).href)}" rel="self" type="application/rss+xml" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
