/**
 * The blog list and detail pages in a real browser (docs/product.md 2.10, 2.11; departures 6, 9): every
 * public post listed as the API has it, Draft posts absent, card to detail, content kept as text with
 * bare links made into links, Back to Blogs, and axe on both pages.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Blog } from '../../src/lib/schemas/content.ts';
import { callApi, expectAccessible, useBrowserSite, waitForLive } from './helpers/browser.ts';

const site = useBrowserSite();

const run = Date.now().toString(36);
const DRAFT_TITLE = `Unreleased trims plan ${run}`;
const LINKED_TITLE = `Where to read about labels ${run}`;
const LINKED_CONTENT = [
  'Read the guide at https://example.com/labels/guide. It is short.',
  'A second line in the same paragraph <b>bold</b> stays text',
  '',
  'Also (https://example.org/a_(b)) and javascript:alert(1) and www.example.net stay as they are.',
].join('\n');

const MARKDOWN_TITLE = `Choosing a woven label ${run}`;
const MARKDOWN_CONTENT = [
  '# Damask or satin?',
  '',
  'Damask is *crisp* and **dense**:',
  '',
  '- 100 pcs from ₹1,300',
  '- 1,000 pcs from ₹3,000',
  '',
  'Ask [our team](mailto:sales@example.com) or read [the guide](https://example.com/guide).',
  '',
  '<script>window.hacked = true</script> [bad](javascript:alert(1))',
].join('\n');
const LATER_TITLE = `Dated tomorrow ${run}`;

let publicPosts: Blog[];
let markdownPost: Blog;
let laterPost: Blog;
let linkedPost: Blog;
let draftPost: Blog;
const detailUrl = (post: Blog) => new RegExp(`/blog/${encodeURIComponent(post.slug)}/?$`);

async function createPost(body: Record<string, unknown>): Promise<Blog> {
  const { status, body: answer } = await callApi<{ data: Blog }>(site, '/api/blogs', { method: 'POST', body, auth: true });
  expect(status).toBe(201);
  return answer.data;
}

beforeAll(async () => {
  draftPost = await createPost({ title: DRAFT_TITLE, content: 'Not ready for visitors yet.', status: 'Draft', tags: 'internal' });
  linkedPost = await createPost({
    title: LINKED_TITLE,
    author: 'Neha Arora',
    content: LINKED_CONTENT,
    tags: '',
    status: 'Published',
    // As posts written before Markdown read.
    format: 'text',
  });
  markdownPost = await createPost({ title: MARKDOWN_TITLE, content: MARKDOWN_CONTENT, tags: 'guides', status: 'Published' });
  laterPost = await createPost({
    title: LATER_TITLE,
    content: 'Comes out tomorrow.',
    status: 'Published',
    publishAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await waitForLive(site, 120_000);
  const { body } = await callApi<{ blogs: Blog[] }>(site, '/api/blogs');
  publicPosts = body.blogs;
}, 180_000);

const cards = (page: Page) => page.locator('main article');

async function openList(): Promise<Page> {
  const page = await site.newPage();
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  return page;
}

describe('blog list', () => {
  it("lists every public post of /api/blogs with 'By' author, its date, status and tags (or 'No tags'), and the count", async () => {
    expect(publicPosts.length).toBeGreaterThan(2);
    const page = await openList();
    await expect(page.locator('h1').textContent()).resolves.toBe('Latest Blogs');
    await expect(page.getByText(`${publicPosts.length} blogs found`, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(cards(page).count()).resolves.toBe(publicPosts.length);
    for (const post of publicPosts) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
      await expect(card.count(), post.title).resolves.toBe(1);
      const text = (await card.textContent()) ?? '';
      expect(text, post.title).toContain(`By ${post.author}`);
      expect(text, post.title).toContain(post.tags.length ? post.tags.join(', ') : 'No tags');
      expect(text, post.title).toContain(post.status);
      await expect(card.locator('time').getAttribute('datetime'), post.title).resolves.toBe(post.dateAdded);
      await expect(card.locator('a').getAttribute('href'), post.title).resolves.toBe(`/blog/${encodeURIComponent(post.slug)}`);
      if (post.coverImage) {
        const img = card.locator('img');
        await expect(img.getAttribute('loading'), post.title).resolves.toBe('lazy');
        await expect(img.getAttribute('width'), post.title).resolves.toMatch(/^\d+$/);
        await expect(img.getAttribute('height'), post.title).resolves.toMatch(/^\d+$/);
      } else {
        await expect(card.locator('img').count(), post.title).resolves.toBe(0);
      }
    }
  });

  it('a Draft post is not shown (and has no page)', async () => {
    expect(publicPosts.some((post) => post.title === DRAFT_TITLE)).toBe(false);
    const page = await openList();
    await expect(page.getByText(DRAFT_TITLE).count()).resolves.toBe(0);
    await expect(page.getByRole('heading', { name: LINKED_TITLE }).count()).resolves.toBe(1);
    const response = await page.goto(`/blog/${encodeURIComponent(draftPost.slug)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(DRAFT_TITLE).count()).resolves.toBe(0);
  });

  it('the preview is clamped to four lines and the grid has 1, 2 or 3 columns by width', async () => {
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      const page = await site.newPage({ viewport: { width, height: 900 } });
      await page.goto('/blog');
      const tops = await cards(page).evaluateAll((nodes) =>
        nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().top)),
      );
      expect(tops.filter((top) => top === tops[0]).length, `${width}px`).toBe(columns);
      const clamp = await page
        .locator('main article p')
        .nth(1)
        .evaluate((node) => getComputedStyle(node).webkitLineClamp);
      expect(clamp).toBe('4');
    }
  });

  it('has no axe violations', { timeout: 60_000 }, async () => {
    const page = await openList();
    await expectAccessible(page);
  });
});

describe('blog detail', () => {
  it('a card leads to /blog/{slug}; content keeps lines, bare links open in a new tab, markup stays text', async () => {
    const page = await openList();
    await Promise.all([page.waitForURL(detailUrl(linkedPost)), page.getByRole('link', { name: LINKED_TITLE }).click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe(LINKED_TITLE);
    const main = page.locator('main');
    await expect(main.textContent()).resolves.toContain('By Neha Arora');
    await expect(main.textContent()).resolves.toContain('No tags');
    await expect(main.locator('time').getAttribute('datetime')).resolves.toBe(linkedPost.dateAdded);

    const article = page.locator('main article');
    const links = await article.locator('a').evaluateAll((nodes) =>
      nodes.map((node) => ({
        href: node.getAttribute('href'),
        target: node.getAttribute('target'),
        rel: node.getAttribute('rel'),
      })),
    );
    expect(links).toEqual([
      { href: 'https://example.com/labels/guide', target: '_blank', rel: 'noopener noreferrer' },
      { href: 'https://example.org/a_(b)', target: '_blank', rel: 'noopener noreferrer' },
    ]);
    // Literal markup is shown as typed, never interpreted.
    await expect(article.locator('b').count()).resolves.toBe(0);
    await expect(article.getByText('<b>bold</b>', { exact: false }).count()).resolves.toBe(1);
    // Two paragraphs; the first keeps its line break.
    const paragraphs = article.locator('.blog-content p');
    await expect(paragraphs.count()).resolves.toBe(2);
    await expect(paragraphs.first().locator('br').count()).resolves.toBe(1);
    await expect(paragraphs.first().innerText()).resolves.toMatch(
      /^Read the guide at https:\/\/example\.com\/labels\/guide.*It is short\.\nA second line/s,
    );
    await expect(paragraphs.nth(1).textContent()).resolves.toContain('javascript:alert(1) and www.example.net stay');
  });

  it('is an article for search engines: og:type article and BlogPosting JSON-LD', async () => {
    const page = await site.newPage();
    await page.goto(`/blog/${linkedPost.slug}`);
    await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe('article');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: LINKED_TITLE,
      datePublished: linkedPost.dateAdded,
      author: { name: 'Neha Arora' },
    });
  });

  it('Back to Blogs returns to the list the visitor came from', async () => {
    const page = await openList();
    await page.evaluate(() => window.scrollTo(0, 600));
    await Promise.all([page.waitForURL(detailUrl(linkedPost)), page.getByRole('link', { name: LINKED_TITLE }).click()]);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Back to Blogs' }).click();
    await page.waitForURL(/\/blog\/?$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Latest Blogs');
    // One step back in history, not a new entry on top: the post is still ahead.
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries);
    await page.goForward();
    expect(page.url()).toMatch(detailUrl(linkedPost));
  });

  it('Back to Blogs opened directly (no history on this site) goes to /blog', async () => {
    const page = await site.newPage();
    await page.goto(`/blog/${linkedPost.slug}`);
    await Promise.all([page.waitForURL(/\/blog\/?$/), page.getByRole('link', { name: 'Back to Blogs' }).click()]);
    await expect(page.locator('h1').textContent()).resolves.toBe('Latest Blogs');
  });

  it('an unknown post answers 404 with Blog not found', async () => {
    const page = await site.newPage();
    const response = await page.goto('/blog/no-such-post-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toContain('Blog not found');
  });

  it('has no axe violations, with a cover and without', { timeout: 90_000 }, async () => {
    const withCover = publicPosts.find((post) => post.coverImage);
    for (const post of [withCover, linkedPost]) {
      if (!post) continue;
      const page = await site.newPage();
      await page.goto(`/blog/${encodeURIComponent(post.slug)}`);
      await expectAccessible(page);
    }
  });
});

describe('Markdown posts, publish dates and the feed', () => {
  it('renders a Markdown post: headings from h2, emphasis, lists, links (only http, https, mailto), raw HTML as text', async () => {
    const page = await site.newPage();
    await page.goto(`/blog/${encodeURIComponent(markdownPost.slug)}`);
    const content = page.locator('.blog-content');
    await expect(content.locator('h2').textContent()).resolves.toBe('Damask or satin?');
    await expect(content.locator('em').textContent()).resolves.toBe('crisp');
    await expect(content.locator('strong').textContent()).resolves.toBe('dense');
    await expect(content.locator('ul li').allTextContents()).resolves.toEqual(['100 pcs from ₹1,300', '1,000 pcs from ₹3,000']);
    const links = await content
      .locator('a')
      .evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('href'), node.getAttribute('target')]));
    expect(links).toEqual([
      ['mailto:sales@example.com', null],
      ['https://example.com/guide', '_blank'],
    ]);
    await expect(content.getByText('<script>window.hacked = true</script>', { exact: false }).count()).resolves.toBe(1);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    await expectAccessible(page);
    await page.close();
  });

  it('a post dated later is in no list, has no page and is not in the feed until its date', async () => {
    const { body } = await callApi<{ blogs: Blog[] }>(site, '/api/blogs');
    expect(body.blogs.map((post) => post.title)).not.toContain(LATER_TITLE);
    expect((await callApi(site, `/api/blogs/${encodeURIComponent(laterPost.slug)}`)).status).toBe(404);
    const staff = await callApi<Blog>(site, `/api/blogs/${laterPost._id}`, { auth: true });
    expect(staff.body.publishAt).toBe(laterPost.publishAt);
    const response = await fetch(`${site.url}/blog/${encodeURIComponent(laterPost.slug)}/`);
    expect(response.status).toBe(404);
    const page = await openList();
    await expect(page.locator('main').textContent()).resolves.not.toContain(LATER_TITLE);
    await page.close();
  });

  it('/rss.xml lists the public posts, newest first, and each post page links it', async () => {
    const feed = await fetch(`${site.url}/rss.xml`);
    // Served as a static .xml file, as Netlify serves it; feed readers take either type.
    expect(feed.headers.get('content-type')).toMatch(/^application\/(rss\+)?xml/);
    const xml = await feed.text();
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map(([, title]) => title);
    expect(titles).toContain(MARKDOWN_TITLE);
    expect(titles).toContain(LINKED_TITLE);
    expect(titles).not.toContain(LATER_TITLE);
    expect(titles).not.toContain(DRAFT_TITLE);
    expect(xml).toContain(`<link>${new URL(`/blog/${encodeURIComponent(markdownPost.slug)}/`, site.url).href}</link>`);
    // The feed's description of a Markdown post is its words without the marks.
    expect(xml).toContain('<description>Damask or satin? Damask is crisp and dense:');
    const page = await site.newPage();
    await page.goto(`/blog/${encodeURIComponent(markdownPost.slug)}`);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).resolves.toBe(
      '/rss.xml',
    );
    await expect(page.getByRole('link', { name: 'Follow the blog by RSS' }).getAttribute('href')).resolves.toBe('/rss.xml');
    await page.close();
  });
});
