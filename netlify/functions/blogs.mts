/**
 * Blog posts. Visitors read New and Published posts by slug; staff read every post and change them.
 * GET /api/blogs/{slug} takes a slug (or an id); PUT and DELETE take the id.
 */
import type { Config } from '@netlify/functions';
import { isPublicPost } from '../../src/lib/blog.ts';
import { DEFAULT_BLOG_AUTHOR } from '../../src/lib/constants.ts';
import { blogsApi } from '../../src/lib/api/content.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { toBlogSlug, toRequestedBlogSlug } from '../../src/lib/slugs.ts';
import type { Blog } from '../../src/lib/schemas/content.ts';
import { blogs } from '../../src/lib/server/collections.ts';
import type { ParsedBodyOf } from '../../src/lib/api/define.ts';
import { json, notFound, orConflict } from '../../src/lib/server/http.ts';
import { pageOf } from '../../src/lib/server/paging.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { type Fields, newId } from '../../src/lib/server/store/index.ts';
import { claimUnique, givingBack, releaseUnique } from '../../src/lib/server/unique.ts';

const BLOG_SLUGS = 'blog-slug';

/**
 * A slug no other post uses: the wanted one, else with -2, -3 … appended. Each is claimed, so posts
 * created at the same moment with equal titles still get different slugs.
 */
async function reserveSlug(wanted: string, id: string): Promise<string> {
  const base = wanted || 'post';
  const taken = new Set((await blogs.all()).filter((blog) => blog._id !== id).map((blog) => blog.slug));
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const holds = async (owner: string) => (await blogs.get(owner))?.slug === slug;
    if (!taken.has(slug) && (await claimUnique(BLOG_SLUGS, slug, id, holds))) return slug;
  }
}

async function asFields(input: ParsedBodyOf<typeof blogsApi.create>, id: string, existing?: Blog): Promise<Fields<Blog>> {
  const tags = (typeof input.tags === 'string' ? input.tags.split(',') : input.tags).map((tag) => tag.trim()).filter(Boolean);
  // A post keeps its address when edited unless a new slug is asked for.
  const wanted = (input.slug && toRequestedBlogSlug(input.slug)) || existing?.slug || toBlogSlug({ title: input.title });
  return {
    title: input.title,
    author: input.author || DEFAULT_BLOG_AUTHOR,
    content: input.content,
    tags,
    status: input.status,
    format: input.format,
    publishAt: input.publishAt,
    coverImage: input.coverImage ?? '',
    slug: wanted === existing?.slug ? wanted : await reserveSlug(wanted, id),
  };
}

export default serve(blogsApi, {
  list: async ({ query: { page, limit }, member }) => {
    const listed = (await blogs.all()).filter((blog) => member !== null || isPublicPost(blog));
    if (page === undefined) return json({ blogs: listed });
    // The original API's shape: the page's posts as `blogs`, beside how many there are.
    const { data, ...paging } = pageOf(listed, page, limit);
    return json({ blogs: data, ...paging });
  },
  create: async ({ body }) => {
    const id = newId();
    const input = await asFields(body, id);
    const blog = await blogs.create(input, { id }).catch(givingBack(BLOG_SLUGS, input.slug, id));
    return json({ message: MESSAGES.blogSubmitted, data: blog }, 201);
  },
  get: async ({ params, member }) => {
    const blog = (await blogs.all()).find((candidate) => candidate.slug === params.key) ?? (await blogs.get(params.key));
    if (!blog || (member === null && !isPublicPost(blog))) throw notFound('blog');
    return json(blog);
  },
  replace: async ({ params, body, version }) => {
    const existing = await blogs.get(params.key);
    if (!existing) throw notFound('blog');
    const input = await asFields(body, existing._id, existing);
    const reslugged = input.slug !== existing.slug;
    const blog = await orConflict(
      'blog post',
      blogs.update(existing._id, () => input, { ifVersion: version }),
    ).catch(reslugged ? givingBack(BLOG_SLUGS, input.slug, existing._id) : undefined);
    if (!blog) throw notFound('blog');
    if (reslugged) await releaseUnique(BLOG_SLUGS, existing.slug, existing._id);
    return json({ message: MESSAGES.blogUpdated, data: blog });
  },
  remove: async ({ params }) => {
    const removed = await blogs.remove(params.key);
    if (!removed) throw notFound('blog');
    await releaseUnique(BLOG_SLUGS, removed.slug, removed._id);
    return json({ message: MESSAGES.blogDeleted });
  },
});

export const config: Config = { path: ['/api/blogs', '/api/blogs/', '/api/blogs/:key'] };
