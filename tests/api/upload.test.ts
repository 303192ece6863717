/** POST /api/upload: type read from the bytes, 2 MB limit, WEBP copies, served back with long-lived caching. */
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction } from '../../scripts/runtime/functions.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store.ts';
import { adminToken, call } from '../helpers/api.ts';
import { formWith, pngOfSize, smallPng } from './fixtures.ts';

const LIMIT = 2 * 1024 * 1024;
let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const upload = (form: FormData) => call('POST', '/api/upload', { rawBody: form, token });
const storedImages = async () => (await listKeys(STORE_NAMES.images)).length;

/** GET through the functions' own routing, keeping the answer's bytes (call() reads answers as text). */
const routes = await loadFunctions(path.resolve('netlify/functions'));
async function rawGet(pathname: string): Promise<Response> {
  const url = new URL(pathname, 'http://localhost:8888');
  const match = matchFunction(routes, url, 'GET');
  if (!match) throw new Error(`no function at ${pathname}`);
  return match.handler(new Request(url), { params: match.params, ip: '203.0.113.10' });
}
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('accepted uploads', () => {
  it('a real PNG named photo.jpg and sent as image/jpeg is stored as PNG and served back as image/png', async () => {
    const png = await smallPng();
    const answer = await upload(formWith(png, 'photo.jpg', 'image/jpeg'));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual([expect.stringMatching(/^\/api\/images\/[0-9a-z]{18}\.png$/)]);
    const served = await call('GET', answer.body[0]);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);
  });

  it('serves the exact bytes that were uploaded', async () => {
    const png = await smallPng();
    const [url] = (await upload(formWith(png, 'logo.png', 'image/png'))).body;
    const served = await rawGet(url);
    expect(served.status).toBe(200);
    expect((await bytesOf(served)).equals(png)).toBe(true);
  });

  it.each([320, 640, 960])('has a -w%s.webp copy served as image/webp', async (width) => {
    const big = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#06c' } })
      .jpeg()
      .toBuffer();
    const [url] = (await upload(formWith(big, 'wide.jpeg', 'image/jpeg'))).body;
    expect(url).toMatch(/\.jpg$/);
    const copy = url.replace(/\.jpg$/, `-w${width}.webp`);
    const served = await rawGet(copy);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(await bytesOf(served)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width });
  });

  it('a small PNG has its -w320.webp copy even though it is narrower than 320', async () => {
    const [url] = (await upload(formWith(await smallPng(), 'small.png', 'image/png'))).body;
    const copy = await rawGet(url.replace(/\.png$/, '-w320.webp'));
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
  });

  it('a WEBP is accepted', async () => {
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer();
    const answer = await upload(formWith(webp, 'pic.webp', 'image/webp'));
    expect(answer.status).toBe(201);
    expect(answer.body[0]).toMatch(/\.webp$/);
  });

  it('a valid image of exactly 2 MB is accepted', async () => {
    const answer = await upload(formWith(await pngOfSize(LIMIT), 'limit.png', 'image/png'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const served = await rawGet(answer.body[0]);
    expect((await bytesOf(served)).length).toBe(LIMIT);
  });
});

describe('refused uploads store nothing', () => {
  it.each([
    [
      'a text file named x.png sent as image/png',
      async () => formWith('just some text, not an image', 'x.png', 'image/png'),
      415,
      'Only JPEG, JPG, PNG, WEBP files are allowed!',
    ],
    [
      'a GIF',
      async () => formWith(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif', 'image/gif'),
      415,
      'Only JPEG, JPG, PNG, WEBP files are allowed!',
    ],
    [
      'a valid PNG of 2 MB + 1 byte',
      async () => formWith(await pngOfSize(LIMIT + 1), 'big.png', 'image/png'),
      413,
      'File size must be less than 2MB!',
    ],
    [
      'a file of 2 MB + 1 zero bytes',
      async () => formWith(new Uint8Array(LIMIT + 1), 'big.jpg', 'image/jpeg'),
      413,
      'File size must be less than 2MB!',
    ],
  ])('%s → %s "%s"', async (_case, form, status, message) => {
    const before = await storedImages();
    const answer = await upload(await form());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(await storedImages()).toBe(before);
  });

  it('a form without the file field → 400', async () => {
    const form = formWith(await smallPng(), 'photo.png', 'image/png', 'image');
    const answer = await upload(form);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual(expect.stringMatching(/\S/));
  });

  it('a form whose file field is text → 400', async () => {
    const form = new FormData();
    form.append('file', 'photo.png');
    const answer = await upload(form);
    expect(answer.status).toBe(400);
  });

  it('a body that is not multipart → 4xx, not stored', async () => {
    const before = await storedImages();
    const answer = await call('POST', '/api/upload', {
      rawBody: await smallPng(),
      headers: { 'content-type': 'image/png' },
      token,
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await storedImages()).toBe(before);
  });
});
