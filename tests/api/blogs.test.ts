/** Blog posts: staff writes, slugs, Draft hidden from the public, admin paging. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BodyOf, type PageQuery, blogsApi } from '../../src/lib/api/index.ts';
import { adminToken, call, callEndpoint, offContract } from '../helpers/api.ts';
import { ISO_UTC, createBlog, unique, valid } from './fixtures.ts';

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

type Post = { _id: string; slug: string; title: string; status: string };
const list = async (auth?: string, query?: PageQuery): Promise<Post[]> => {
  const answer = await callEndpoint(blogsApi.list, { query, token: auth });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(expect.objectContaining({ blogs: expect.any(Array) }));
  return answer.body.blogs;
};
const ids = (posts: { _id: string }[]) => posts.map((post) => post._id);

describe('writing posts', () => {
  // The path without parameters is served with and without a trailing slash (routePatterns, src/lib/api/define.ts).
  it.each(['/api/blogs', '/api/blogs/'])(
    'POST %s → 201 "Blog submitted"; defaults: author Admin, status New, tags as a list',
    async (path) => {
      const body = { title: unique('Care of woven labels'), content: 'Wash cold, iron on the back.', tags: ' care,  labels ,' };
      const answer = await call('POST', path, { body, token });
      expect(answer.status).toBe(201);
      expect(answer.body.message).toBe('Blog submitted');
      const stored = answer.body.data;
      expect(stored).toMatchObject({
        title: body.title,
        content: body.content,
        author: 'Admin',
        status: 'New',
        tags: ['care', 'labels'],
        coverImage: '',
      });
      expect(stored.dateAdded).toMatch(ISO_UTC);
      const read = await callEndpoint(blogsApi.get, { params: { key: stored.slug } });
      expect(read.status).toBe(200);
      expect(read.body).toEqual(stored);
    },
  );

  it('keeps a given author, status, tag list and cover image', async () => {
    const coverImage = '/api/images/abcdefghij01234567.jpg';
    const body = valid.blog({ author: 'Neha', status: 'Published', tags: ['print', 'ribbons'], coverImage });
    const { data } = (await callEndpoint(blogsApi.create, { body, token })).body;
    expect(data).toMatchObject({ author: 'Neha', status: 'Published', tags: ['print', 'ribbons'], coverImage });
  });

  it('PUT → 200 "Blog Updated", read back changed; the slug stays unless asked', async () => {
    const post = await createBlog(token);
    const change = {
      title: unique('New title'),
      content: 'Rewritten content for the post.',
      tags: 'news',
      status: 'Published',
    } satisfies BodyOf<typeof blogsApi.replace>;
    const answer = await callEndpoint(blogsApi.replace, {
      params: { key: post._id },
      body: change,
      token,
      headers: { 'if-match': String(post.version) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Blog Updated');
    const read = await callEndpoint(blogsApi.get, { params: { key: post.slug } });
    expect(read.body).toMatchObject({ ...change, tags: ['news'], _id: post._id, slug: post.slug, dateAdded: post.dateAdded });
  });

  it('DELETE → 200 { message }, then the post is 404 and a second DELETE is 404', async () => {
    const post = await createBlog(token);
    const first = await callEndpoint(blogsApi.remove, { params: { key: post._id }, token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.stringMatching(/\S/) });
    expect((await callEndpoint(blogsApi.get, { params: { key: post.slug }, token })).status).toBe(404);
    expect(ids(await list(token))).not.toContain(post._id);
    const second = await callEndpoint(blogsApi.remove, { params: { key: post._id }, token });
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ message: 'Blog not found' });
  });

  it.each([
    ['title empty', 'Title is required', { title: '' }],
    ['title only spaces', 'Title is required', { title: '   ' }],
    ['title missing', 'Title is required', { title: undefined }],
    ['content empty', 'Content is required', { content: '' }],
    ['content missing', 'Content is required', { content: undefined }],
  ])('%s → 400 "%s", nothing stored', async (_case, message, change) => {
    const before = (await list(token)).length;
    const answer = await callEndpoint(blogsApi.create, { body: offContract({ ...valid.blog(), ...change }), token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await list(token)).length).toBe(before);
  });
});

describe('slugs', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Woven Labels: 5 Tips!', 'woven-labels-5-tips'],
    ['  Why PU & Leather Patches?  ', 'why-pu-leather-patches'],
    ['Tags—the what, the why', 'tagsthe-what-the-why'],
    ['pre-made vs. custom', 'pre-made-vs-custom'],
  ])('title %j → slug %j', async (title, slug) => {
    // A run-unique suffix keeps the slug free in this file's shared store.
    const suffix = unique('r').split(' ')[1];
    const post = await createBlog(token, { title: `${title} ${suffix}` });
    expect(post.slug).toBe(`${slug}-${suffix}`);
    expect((await callEndpoint(blogsApi.get, { params: { key: post.slug } })).body._id).toBe(post._id);
  });

  it('a Devanagari title keeps its vowel signs; a 200-character one fits a file name; a Devanagari slug may be asked for', async () => {
    const suffix = unique('r').split(' ')[1];
    const hindi = await createBlog(token, { title: `हिंदी में लेबल ${suffix}` });
    expect(hindi.slug).toBe(`हिंदी-में-लेबल-${suffix}`);
    const long = await createBlog(token, { title: `${suffix} ${'हस्तनिर्मित लेबल '.repeat(12)}`.slice(0, 200) });
    expect(new TextEncoder().encode(long.slug).byteLength).toBeLessThanOrEqual(200);
    const asked = await createBlog(token, { title: 'Any title', slug: `लेबल-गाइड-${suffix}` });
    expect(asked.slug).toBe(`लेबल-गाइड-${suffix}`);
    for (const post of [hindi, long, asked])
      expect((await callEndpoint(blogsApi.get, { params: { key: post.slug } })).body._id).toBe(post._id);
  });

  it('equal titles get unique slugs, each reading its own post', async () => {
    const title = unique('Same title');
    const posts = [await createBlog(token, { title }), await createBlog(token, { title }), await createBlog(token, { title })];
    expect(new Set(posts.map((post) => post.slug)).size).toBe(3);
    for (const post of posts) expect((await callEndpoint(blogsApi.get, { params: { key: post.slug } })).body._id).toBe(post._id);
  });

  it('equal titles posted at the same time still get unique slugs', async () => {
    const title = unique('Racing title');
    const answers = await Promise.all([1, 2, 3].map(() => callEndpoint(blogsApi.create, { body: valid.blog({ title }), token })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.slug)).size).toBe(3);
  });
});

describe('Draft posts are hidden from the public', () => {
  it('public GET /api/blogs lists New and Published posts but not Draft; with a token all show', async () => {
    const [fresh, published, draft] = await Promise.all(
      (['New', 'Published', 'Draft'] as const).map((status) => createBlog(token, { status })),
    );
    const shown = ids(await list());
    expect(shown).toEqual(expect.arrayContaining([fresh._id, published._id]));
    expect(shown).not.toContain(draft._id);
    expect(ids(await list(token))).toEqual(expect.arrayContaining([fresh._id, published._id, draft._id]));
  });

  it('GET /api/blogs/{slug} of a Draft is 404 for the public and 200 with a token', async () => {
    const draft = await createBlog(token, { status: 'Draft' });
    const hidden = await callEndpoint(blogsApi.get, { params: { key: draft.slug } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ message: 'Blog not found' });
    const shown = await callEndpoint(blogsApi.get, { params: { key: draft.slug }, token });
    expect(shown.status).toBe(200);
    expect(shown.body._id).toBe(draft._id);
  });

  it('publishing a Draft makes it public', async () => {
    const draft = await createBlog(token, { status: 'Draft' });
    await callEndpoint(blogsApi.replace, {
      params: { key: draft._id },
      body: valid.blog({ title: draft.title, status: 'Published' }),
      token,
      headers: { 'if-match': String(draft.version) },
    });
    expect((await callEndpoint(blogsApi.get, { params: { key: draft.slug } })).status).toBe(200);
    expect(ids(await list())).toContain(draft._id);
  });
});

describe('admin paging', () => {
  it('with 11 posts, page 1 has the 10 newest first and page 2 the oldest', async () => {
    for (const post of await list(token)) {
      expect((await callEndpoint(blogsApi.remove, { params: { key: post._id }, token })).status).toBe(200);
    }
    const made = [];
    for (let n = 1; n <= 11; n += 1) made.push((await createBlog(token, { status: n === 1 ? 'Draft' : 'New' }))._id);
    expect(ids(await list(token, { page: 1, limit: 10 }))).toEqual(made.slice(1).reverse());
    expect(ids(await list(token, { page: 2, limit: 10 }))).toEqual([made[0]]);
  });
});

describe('Markdown and publish dates', () => {
  it('stores the format (Markdown unless said) and a publish date typed in New Delhi time as UTC', async () => {
    const plain = await callEndpoint(blogsApi.create, { body: valid.blog({ format: 'text' }), token });
    expect(plain.body.data.format).toBe('text');
    const dated = await callEndpoint(blogsApi.create, { body: valid.blog({ publishAt: '2030-01-15T09:30' }), token });
    expect(dated.status).toBe(201);
    expect(dated.body.data).toMatchObject({ format: 'markdown', publishAt: '2030-01-15T04:00:00.000Z' });
  });

  it('a post dated later is hidden from visitors (list and page) until its date; staff see it', async () => {
    const later = await createBlog(token, { status: 'Published', publishAt: new Date(Date.now() + 3_600_000).toISOString() });
    const earlier = await createBlog(token, { status: 'Published', publishAt: new Date(Date.now() - 60_000).toISOString() });
    const visible = ids(await list());
    expect(visible).not.toContain(later._id);
    expect(visible).toContain(earlier._id);
    expect((await callEndpoint(blogsApi.get, { params: { key: later.slug } })).status).toBe(404);
    expect((await callEndpoint(blogsApi.get, { params: { key: later.slug }, token })).status).toBe(200);
    expect(ids(await list(token))).toContain(later._id);
  });

  it.each([
    [{ publishAt: 'tomorrow' }, 'Publish date must be a date and time'],
    [{ publishAt: '2030-02-30T10:00' }, 'Publish date must be a date and time'],
    [{ format: 'html' }, 'Format must be markdown or text'],
  ])('refuses %j: "%s"', async (over, message) => {
    const answer = await callEndpoint(blogsApi.create, { body: offContract({ ...valid.blog(), ...over }), token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});
