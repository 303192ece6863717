/**
 * (Over 300 lines: one call, POST /api/upload, with a table of the files it takes and refuses.)
 * POST /api/upload: type read from the bytes, 2 MB limit, metadata stripped, WEBP copies, served back with
 * long-lived caching.
 */
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFunctions, matchFunction } from '../../scripts/runtime/functions.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
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

  it('serves a PNG with the very pixels that were uploaded', async () => {
    const png = await smallPng();
    const [url] = (await upload(formWith(png, 'logo.png', 'image/png'))).body;
    const served = await rawGet(url);
    expect(served.status).toBe(200);
    expect(await pixelsOf(await bytesOf(served))).toEqual(await pixelsOf(png));
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
    const served = await bytesOf(await rawGet(answer.body[0]));
    expect(await sharp(served).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(served.length).toBeLessThan(LIMIT); // its 2 MB tEXt chunk is not published
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

// ── Metadata: a phone photo's EXIF (GPS position, device), XMP, IPTC and text chunks are never published ──

const DEVICE = 'iPhone 15 Pro';
/** 28°36'50"N 77°12'32"E, written as EXIF GPS rationals. */
const PHONE_EXIF = {
  IFD0: { Make: 'Apple', Model: DEVICE },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 32/1' },
};
const PHONE_XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
  '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
  `xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Model="${DEVICE}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

const uint16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const uint32 = (value: number) => Buffer.from([value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);

/** An IPTC caption in a Photoshop APP13 segment right after the JPEG's SOI. */
function withIptc(jpeg: Buffer, caption: string): Buffer {
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78]), uint16(caption.length), Buffer.from(caption)]);
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), uint32(dataset.length), dataset]);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0'), resource, Buffer.alloc(resource.length % 2)]);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xed]), uint16(payload.length + 2), payload, jpeg.subarray(2)]);
}

/** A tEXt chunk right after the PNG's IHDR (where decoders read text from). */
function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const chunk = Buffer.concat([Buffer.from('tEXt'), Buffer.from(`${keyword}\0${text}`, 'latin1')]);
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    uint32(chunk.length - 4),
    chunk,
    uint32(crc32(chunk)),
    png.subarray(afterHeader),
  ]);
}

/**
 * A 600×400 phone photo stored sideways: left half red, right half blue, EXIF Orientation 6 (turn 90°
 * clockwise), so upright it is 400×600 with red on top. Carries EXIF with GPS and device, XMP and an ICC profile.
 */
const phonePhoto = (format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#d00' } })
    .composite([{ input: { create: { width: 300, height: 400, channels: 3, background: '#00d' } }, left: 300, top: 0 }])
    .withExif(PHONE_EXIF)
    .withXmp(PHONE_XMP)
    .withMetadata({ orientation: 6 })
    .toFormat(format, format === 'png' ? {} : { quality: 95 })
    .toBuffer();

const pixelsOf = (bytes: Buffer) => sharp(bytes).autoOrient().removeAlpha().raw().toBuffer();
/** Mean absolute difference per channel between two images of the same size, after orientation. */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([pixelsOf(a), pixelsOf(b)]);
  expect(left.length).toBe(right.length);
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += Math.abs(left[index] - right[index]);
  return sum / left.length;
}

/** Everything that could say where, when or with what a picture was taken. */
async function expectNoMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  const { exif, xmp, iptc, icc, comments } = meta;
  expect({ exif, xmp, iptc, icc, comments }).toEqual({});
  expect(meta.orientation ?? 1).toBe(1);
  const text = bytes.toString('latin1');
  const traces = [DEVICE, 'Apple', 'Exif\0', 'xmpmeta', 'Photoshop', 'Delhi', 'eXIf', 'tEXt', 'iTXt', 'zTXt', 'iCCP'];
  for (const trace of traces) expect(text).not.toContain(trace);
}

describe('uploads are published without their metadata', () => {
  it.each([
    [
      'JPEG with EXIF (GPS, device), XMP, IPTC and ICC',
      'jpg',
      'photo.jpg',
      'image/jpeg',
      async () => withIptc(await phonePhoto('jpeg'), 'Shot in Delhi'),
      2,
    ],
    [
      'PNG with eXIf (GPS, device), XMP, a tEXt chunk and ICC',
      'png',
      'photo.png',
      'image/png',
      async () => withPngText(await phonePhoto('png'), 'Location', 'Delhi'),
      0,
    ],
    ['WEBP with EXIF (GPS, device), XMP and ICC', 'webp', 'photo.webp', 'image/webp', () => phonePhoto('webp'), 2],
  ] as const)(
    '%s: the original and its copies are served upright, without it',
    async (_case, extension, name, type, make, tolerance) => {
      const sent = await make();
      const before = await sharp(sent).metadata();
      expect(before).toMatchObject({
        orientation: 6,
        exif: expect.any(Buffer),
        xmp: expect.any(Buffer),
        icc: expect.any(Buffer),
      });
      expect(before.exif!.includes(DEVICE)).toBe(true);
      if (extension === 'jpg') expect(before.iptc).toEqual(expect.any(Buffer));
      if (extension === 'png') expect(before.comments).toEqual([{ keyword: 'Location', text: 'Delhi' }]);

      const answer = await upload(formWith(sent, name, type));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const [url] = answer.body;
      expect(url).toMatch(new RegExp(`\\.${extension}$`));

      const original = await bytesOf(await rawGet(url));
      expect(await sharp(original).metadata()).toMatchObject({ format: before.format, width: 400, height: 600 });
      await expectNoMetadata(original);
      expect(await pixelDistance(original, sent)).toBeLessThanOrEqual(tolerance);
      const [top, bottom] = await Promise.all(
        [10, 590].map(
          async (y) => (await sharp(original).extract({ left: 200, top: y, width: 1, height: 1 }).raw().toBuffer())[0],
        ),
      );
      expect(top).toBeGreaterThan(180); // red on top: the photo stands upright
      expect(bottom).toBeLessThan(60);

      for (const width of [320, 640, 960]) {
        const copy = await bytesOf(await rawGet(url.replace(/\.\w+$/, `-w${width}.webp`)));
        expect(await sharp(copy).metadata()).toMatchObject({ format: 'webp', width: Math.min(width, 400) });
        await expectNoMetadata(copy);
      }
    },
  );

  it('a 16-bit PNG stays 16-bit with the same pixels (PNG is re-encoded losslessly)', async () => {
    const samples = Uint16Array.from({ length: 24 * 16 * 3 }, (_, index) => (index * 2741) % 65536);
    const png = await sharp(Buffer.from(samples.buffer), { raw: { width: 24, height: 16, channels: 3 } })
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    const [url] = (await upload(formWith(png, 'deep.png', 'image/png'))).body;
    const served = await bytesOf(await rawGet(url));
    expect((await sharp(served).metadata()).depth).toBe('ushort');
    const raw16 = (bytes: Buffer) => sharp(bytes).toColourspace('rgb16').raw({ depth: 'ushort' }).toBuffer();
    expect((await raw16(served)).equals(await raw16(png))).toBe(true);
  });

  it('a lossless WEBP stays lossless, and an animated WEBP keeps its frames', async () => {
    const frame = (background: string) => ({ create: { width: 30, height: 30, channels: 3 as const, background } });
    const lossless = await sharp(frame('#3a7')).webp({ lossless: true }).toBuffer();
    const [losslessUrl] = (await upload(formWith(lossless, 'flat.webp', 'image/webp'))).body;
    const served = await bytesOf(await rawGet(losslessUrl));
    expect(served.includes('VP8L')).toBe(true);
    expect(await pixelsOf(served)).toEqual(await pixelsOf(lossless));

    const frames = await Promise.all(['#f00', '#00f'].map((colour) => sharp(frame(colour)).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .webp({ delay: [200, 300], loop: 0 })
      .toBuffer();
    const [animatedUrl] = (await upload(formWith(animated, 'blink.webp', 'image/webp'))).body;
    expect(await sharp(await bytesOf(await rawGet(animatedUrl))).metadata()).toMatchObject({ pages: 2, delay: [200, 300] });
  });
});
