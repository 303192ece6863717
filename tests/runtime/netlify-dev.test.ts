/**
 * The same function files run unchanged under Netlify's own local runtime (@netlify/dev: bundled by
 * Netlify's bundler, a worker per call, its own Blobs server), as they would on Netlify.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ADMIN = { email: 'netlify-dev@example.com', password: 'netlify-dev-password' };
/**
 * Netlify's runtime bundles each function on its first call (a quotation's PDF with its fonts): a few seconds
 * on a quiet machine, well over a minute on a slow or busy one. Slow is not wrong, so each test has room
 * (starting and stopping it have the config's hook timeout).
 */
const RUNTIME_TIMEOUT = 240_000;
let dev: NetlifyDev;
let configHome: string;

async function respond(method: string, pathname: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request = new Request(new URL(pathname, 'http://localhost:8888'), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await dev.handle(request);
  if (!response) throw new Error(`@netlify/dev did not answer ${method} ${pathname}`);
  return response;
}

async function send(method: string, pathname: string, options: { body?: unknown; token?: string } = {}) {
  const response = await respond(method, pathname, options);
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  configHome = await mkdtemp(path.join(tmpdir(), 'netlify-config-'));
  process.env.XDG_CONFIG_HOME = configHome;
  process.env.ADMIN_EMAIL = ADMIN.email;
  process.env.ADMIN_PASSWORD = ADMIN.password;
  dev = new NetlifyDev({
    projectRoot: process.cwd(),
    skipGitignore: true,
    aiGateway: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    staticFiles: { enabled: false },
  });
  await dev.start();
});

afterAll(async () => {
  await dev?.stop();
  await rm(configHome, { recursive: true, force: true });
});

describe('functions under @netlify/dev', { timeout: RUNTIME_TIMEOUT }, () => {
  it('take a visitor submission, sign staff in and list it for them', async () => {
    const name = `Compat ${Date.now()}`;
    const created = await send('POST', '/api/contacts/', {
      body: {
        name,
        email: 'compat@example.com',
        phone: '9876543210',
        company: 'Compat Co',
        subject: 'support',
        message: 'Checking the runtime works.',
      },
    });
    expect(created).toMatchObject({ status: 201, body: { message: "Thanks for reaching out! We'll be in touch soon." } });

    const login = await send('POST', '/api/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const listed = await send('GET', '/api/contacts?page=1&limit=10', { token: login.body.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((contact: { name: string }) => contact.name)).toContain(name);

    // A quotation's PDF, made by the bundled function with the fonts netlify.toml includes.
    const enquiryId = listed.body.data.find((contact: { name: string }) => contact.name === name)._id;
    const quotation = await send('POST', '/api/quotations', {
      body: { enquiryId, lines: [{ description: 'Woven labels', quantity: 1000, unitPrice: 3.15 }] },
      token: login.body.token,
    });
    expect(quotation.status).toBe(201);
    const pdf = await respond('GET', `/api/quotations/${quotation.body.data._id}/pdf`, { token: login.body.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answer public reads, 401 and 404 the same way', async () => {
    const list = await send('GET', '/api/products/?limit=1000');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect((await send('GET', '/api/dashboard')).status).toBe(401);
    expect((await send('GET', '/api/products/000000000000000000')).status).toBe(404);
  });
});
