/**
 * (Over 300 lines: one concern, what an attacker tries, as a describe for each way in.)
 * Security beyond what protocol.test.ts (every admin call refuses missing, forged, expired, 'none' and
 * tampered tokens) and auth.test.ts (throttling counts) already prove: tokens forged in other ways with
 * jose, throttling that cannot be dodged by spelling the e-mail differently, uploads judged by their
 * content (polyglots, SVG with script), and error answers that never carry a stack, a secret or a path.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  type Endpoint,
  FUNCTION_GROUPS,
  contactsApi,
  dashboardApi,
  imagesApi,
  loginApi,
  productsApi,
  quotesApi,
  siteStatusApi,
  uploadApi,
  teamMembersApi,
} from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { STORE_NAMES, listKeys, newId, writeImage } from '../../src/lib/server/store/index.ts';
import { ADMIN, type ApiAnswer, adminToken, call, callEndpoint, offContract } from '../helpers/api.ts';
import { formWith, smallPng, valid } from './fixtures.ts';
import { leaks } from '../stress/leaks.ts';

let token: string;
const secret = () => new TextEncoder().encode(process.env.AUTH_SECRET!);
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  token = await adminToken();
});

/** Claims like the server's own; each case below changes one thing. */
function claims(over: { sub?: string | null; iss?: string; aud?: string; exp?: number; nbf?: number } = {}) {
  // The person and session of the genuine token: each case differs from a token the server made in one way.
  const { sub, sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const jwt = new SignJWT({ email: ADMIN.email, sid });
  if (over.sub !== null) jwt.setSubject(over.sub ?? sub);
  jwt
    .setIssuer(over.iss ?? 'labels-site')
    .setAudience(over.aud ?? 'admin')
    .setIssuedAt()
    .setExpirationTime(over.exp ?? now() + 3600);
  if (over.nbf) jwt.setNotBefore(over.nbf);
  return jwt;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('forged tokens → 401 on an admin call and on a public call made with them', () => {
  const cases: [string, () => Promise<string>][] = [
    ['control (must pass)', () => claims().setProtectedHeader({ alg: 'HS256' }).sign(secret())],
    [
      "alg 'none' built by jose's UnsecuredJWT",
      async () =>
        new UnsecuredJWT({ email: ADMIN.email, sid: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid })
          .setSubject(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub)
          .setIssuer('labels-site')
          .setAudience('admin')
          .setExpirationTime(now() + 3600)
          .encode(),
    ],
    [
      "alg 'NONE' with the genuine signature kept",
      async () => {
        const [, payload, signature] = token.split('.');
        return `${b64({ alg: 'NONE', typ: 'JWT' })}.${payload}.${signature}`;
      },
    ],
    ['HS512 with the right secret (algorithm not allowed)', () => claims().setProtectedHeader({ alg: 'HS512' }).sign(secret())],
    ['HS256 with an empty-looking secret', () => claims().setProtectedHeader({ alg: 'HS256' }).sign(new Uint8Array(32))],
    [
      'HS256 with a wrong secret',
      () =>
        claims()
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('x'.repeat(64))),
    ],
    [
      'expired one second ago',
      () =>
        claims({ exp: now() - 1 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret()),
    ],
    [
      'not valid before an hour from now',
      () =>
        claims({ nbf: now() + 3600 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(secret()),
    ],
    ['another issuer', () => claims({ iss: 'someone-else' }).setProtectedHeader({ alg: 'HS256' }).sign(secret())],
    ['another audience', () => claims({ aud: 'visitor' }).setProtectedHeader({ alg: 'HS256' }).sign(secret())],
    ['no subject', () => claims({ sub: null }).setProtectedHeader({ alg: 'HS256' }).sign(secret())],
    [
      'payload tampered to live longer',
      async () => {
        const [header, payload, signature] = token.split('.');
        const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
        return `${header}.${b64({ ...decoded, exp: decoded.exp + 86_400 * 365 })}.${signature}`;
      },
    ],
    ['signature stripped', async () => token.split('.').slice(0, 2).join('.') + '.'],
    [
      'signature of another token',
      async () => {
        const other = await claims({ sub: 'other@example.com' }).setProtectedHeader({ alg: 'HS256' }).sign(secret());
        return token.split('.').slice(0, 2).join('.') + '.' + other.split('.')[2];
      },
    ],
    ['garbage', async () => 'a.b.c'],
    ['a megabyte long', async () => 'x'.repeat(1024 * 1024)],
  ];

  it.each(cases)('%s', async (label, make) => {
    const forged = await make();
    const admin = await callEndpoint(dashboardApi.counts, { token: forged });
    const visitor = await callEndpoint(productsApi.list, { query: { limit: 5 }, token: forged });
    if (label.startsWith('control')) {
      expect(admin.status).toBe(200);
      return;
    }
    for (const answer of [admin, visitor]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: 'Your session has expired. Please sign in again.' });
    }
  });

  it('an Authorization header that is not a Bearer token reads as no session (401 on admin calls)', async () => {
    for (const header of [
      `Basic ${Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64')}`,
      `Bearer`,
      `Bearer ${token} extra`,
      token,
    ]) {
      const answer = await callEndpoint(dashboardApi.counts, { headers: { authorization: header } });
      expect(answer.status, header.slice(0, 20)).toBe(401);
    }
  });
});

describe('sign-in throttling cannot be dodged', () => {
  const wrong = (email: string) => ({ email, password: 'not the password' });
  const login = (body: BodyOf<typeof loginApi.signIn>, ip: string) => callEndpoint(loginApi.signIn, { body, ip });

  it('spelling the e-mail in other cases or with spaces counts as the same account', async () => {
    const ip = '192.0.2.60';
    const spellings = [ADMIN.email, ADMIN.email.toUpperCase(), ` ${ADMIN.email}`, `${ADMIN.email} `, 'Staff@Example.com'];
    for (const email of spellings) expect((await login(wrong(email), ip)).status).toBe(401);
    const blocked = await login(ADMIN, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.token).toBeUndefined();
  });

  it('the 429 answer looks the same whether the password is right or wrong', async () => {
    const ip = '192.0.2.61';
    for (let attempt = 0; attempt < 5; attempt += 1) await login(wrong(ADMIN.email), ip);
    const right = await login(ADMIN, ip);
    const bad = await login(wrong(ADMIN.email), ip);
    expect(right.status).toBe(429);
    expect(bad.status).toBe(429);
    expect(Object.keys(right.body)).toEqual(Object.keys(bad.body));
    expect(right.body.message.replace(/\d+/g, 'N')).toBe(bad.body.message.replace(/\d+/g, 'N'));
  });

  it('an unknown e-mail and a wrong password get the same answer', async () => {
    const unknown = await login(wrong('nobody-at-all@example.com'), '192.0.2.62');
    const known = await login(wrong(ADMIN.email), '192.0.2.63');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });
});

describe('Staff learn nothing of an Admin-only call’s fields', () => {
  const ADMIN_ONLY_WITH_BODY = Object.values(FUNCTION_GROUPS)
    .flatMap((group) => Object.values(group) as Endpoint[])
    .filter((endpoint) => endpoint.access === 'admin' && endpoint.body);

  it.each(ADMIN_ONLY_WITH_BODY.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s with a malformed body is 403 with the role’s words, naming no field',
    async (_name, endpoint) => {
      const email = `staff.${newId()}@example.com`;
      const added = await callEndpoint(teamMembersApi.create, {
        token,
        body: { email, name: 'Staff Person', role: 'Staff', password: 'a long staff password' },
      });
      expect(added.status).toBe(201);
      const staff = (
        await callEndpoint(loginApi.signIn, { body: { email, password: 'a long staff password' }, ip: '192.0.2.70' })
      ).body.token;
      for (const body of [{ name: 42, phones: 'x', email: [] }, {}]) {
        const answer = await callEndpoint(endpoint, {
          params: { id: added.body.data.id },
          token: staff,
          body: offContract(body),
          headers: { 'if-match': '"1"' },
        });
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ message: endpoint.adminOnlyMessage ?? MESSAGES.adminOnly });
      }
    },
  );
});

describe('uploads are judged by their content', () => {
  const storedImages = async () => (await listKeys(STORE_NAMES.images)).length;
  const upload = (bytes: Uint8Array | string, name: string, type: string) =>
    callEndpoint(uploadApi.image, { rawBody: formWith(bytes, name, type), token });

  const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const SCRIPT = '<html><body><script>fetch("/api/dashboard").then(r=>r.text()).then(alert)</script></body></html>';

  it.each([
    [
      'PNG magic bytes followed by HTML with a script',
      () => Buffer.concat([PNG_MAGIC, Buffer.from(SCRIPT)]),
      'x.png',
      'image/png',
    ],
    [
      'a JPEG header followed by a script',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(SCRIPT)]),
      'x.jpg',
      'image/jpeg',
    ],
    [
      'RIFF/WEBP header followed by a script',
      () => Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBP'), Buffer.from(SCRIPT)]),
      'x.webp',
      'image/webp',
    ],
    [
      'an SVG with a script',
      () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>`),
      'x.svg',
      'image/svg+xml',
    ],
    [
      'an SVG named .png and sent as image/png',
      () => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
      'x.png',
      'image/png',
    ],
    ['HTML named .jpg', () => Buffer.from(SCRIPT), 'x.jpg', 'image/jpeg'],
    [
      'a real PNG with its header bytes claiming JPEG',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), (await smallPng()).subarray(3)]),
      'x.jpg',
      'image/jpeg',
    ],
  ])('%s → 4xx, nothing stored', async (_label, make, name, type) => {
    const before = await storedImages();
    const answer = await upload(await make(), name, type);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await storedImages()).toBe(before);
  });

  const jpegWithComment = async (comment: Buffer) => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const length = comment.length + 2;
    return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), comment, jpeg.subarray(2)]);
  };

  // Both decode as images, so only a look at the content finds the script (see docs/hardening.md).
  it.each([
    [
      'a real PNG with an HTML page and script after its end',
      async () => Buffer.concat([await smallPng(), Buffer.from(SCRIPT)]),
      'poly.png',
      'image/png',
    ],
    ['a real JPEG with a script in its comment segment', () => jpegWithComment(Buffer.from(SCRIPT)), 'poly.jpg', 'image/jpeg'],
  ])('a polyglot: %s → refused, nothing stored', async (_label, make, name, type) => {
    const before = await storedImages();
    const answer = await upload(await make(), name, type);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await storedImages()).toBe(before);
  });

  it('whatever is stored is served only as an inert image: its own type, nosniff, no scripts allowed', async () => {
    const polyglot = Buffer.concat([await smallPng(), Buffer.from(SCRIPT)]);
    const file = `${newId()}.png`;
    await writeImage(file, polyglot, 'text/html');
    const served = await callEndpoint(imagesApi.file, { params: { file } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});

describe('bodies that try to smuggle fields', () => {
  it('__proto__ and constructor keys neither pollute objects nor reach a stored record', async () => {
    const raw = JSON.stringify(valid.contact()).replace(
      /}$/,
      ',"__proto__":{"polluted":"yes","remark":"set by visitor"},"constructor":{"prototype":{"polluted":"yes"}},"remark":"mine","_id":"zzzzzzzzzzzzzzzzzz"}',
    );
    const answer = await callEndpoint(contactsApi.create, { rawBody: raw, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const [stored] = (await callEndpoint(contactsApi.list, { query: { page: 1, limit: 1 }, token })).body.data;
    expect(stored.remark).toBe('');
    expect(stored._id).not.toBe('zzzzzzzzzzzzzzzzzz');
    expect((stored as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(stored).sort()).toEqual(
      ['_id', 'company', 'dateAdded', 'email', 'message', 'name', 'phone', 'remark', 'status', 'subject'].sort(),
    );
  });

  it('a product sent with _id and dateAdded keeps the server-made ones', async () => {
    const answer = await callEndpoint(productsApi.create, {
      body: offContract({ ...valid.product(), _id: 'zzzzzzzzzzzzzzzzzz', dateAdded: '1999-01-01T00:00:00.000Z' }),
      token,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data._id).not.toBe('zzzzzzzzzzzzzzzzzz');
    expect(answer.body.data.dateAdded).not.toBe('1999-01-01T00:00:00.000Z');
  });
});

describe('error answers carry no stack, secret or path', () => {
  const json = { 'content-type': 'application/json' };
  const provoking: [string, () => Promise<ApiAnswer>][] = [
    ['POST /api/contacts, malformed JSON', () => callEndpoint(contactsApi.create, { rawBody: '{"name":', headers: json, token })],
    [
      'POST /api/contacts, 300 KB',
      () => callEndpoint(contactsApi.create, { rawBody: 'x'.repeat(300 * 1024), headers: json, token }),
    ],
    [
      'POST /api/upload, broken multipart',
      () =>
        callEndpoint(uploadApi.image, {
          rawBody: '--x\r\nbroken',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          token,
        }),
    ],
    // Addresses no client builds: an undecodable escape, escaped path traversal, a NUL byte.
    ['GET /api/products/%E0%A4%A', () => call('GET', '/api/products/%E0%A4%A', { token })],
    ['GET /api/images/..%2f..%2f..%2fetc%2fpasswd', () => call('GET', '/api/images/..%2f..%2f..%2fetc%2fpasswd', { token })],
    ['GET /api/blogs/..%2F..%2Fpackage.json', () => call('GET', '/api/blogs/..%2F..%2Fpackage.json', { token })],
    ['PUT /api/help/update-remark/%00', () => call('PUT', '/api/help/update-remark/%00', { body: { remark: 'x' }, token })],
    ['GET /api/quotes?page=-1', () => callEndpoint(quotesApi.list, { query: { page: -1 }, token })],
    [
      'POST /api/site-status, a bad signature',
      () => callEndpoint(siteStatusApi.deployEvent, { rawBody: '{}', headers: { 'x-webhook-signature': 'a.b.c' }, token }),
    ],
    [
      'POST /api/quotes, an over-long product id',
      () => callEndpoint(quotesApi.create, { body: valid.productQuote('0'.repeat(64)), token }),
    ],
  ];
  it.each(provoking)('%s', async (_label, send) => {
    process.env.DEPLOY_WEBHOOK_SECRET = 'deploy-webhook-secret-for-the-security-test';
    const answer = await send();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(leaks(answer.body)).toEqual([]);
  });

  it('without AUTH_SECRET, admin calls answer 503 with a plain message and nothing else', async () => {
    const saved = process.env.AUTH_SECRET;
    delete process.env.AUTH_SECRET;
    try {
      const answer = await callEndpoint(dashboardApi.counts, { token });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'Sign-in is not configured on this server yet.' });
    } finally {
      process.env.AUTH_SECRET = saved;
    }
  });
});
