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
let dev: NetlifyDev;
let configHome: string;

async function send(method: string, pathname: string, options: { body?: unknown; token?: string } = {}) {
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

describe('functions under @netlify/dev', () => {
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
  });

  it('answer public reads, 401 and 404 the same way', async () => {
    const list = await send('GET', '/api/products/?limit=1000');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect((await send('GET', '/api/dashboard')).status).toBe(401);
    expect((await send('GET', '/api/products/000000000000000000')).status).toBe(404);
  });
});
