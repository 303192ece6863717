/**
 * A build that cannot publish says which record and why, and GET /api/site-status
 * passes it on as `error` (the Netlify path: the Astro integration records it itself, and a later
 * deploy notification of the same attempt does not replace it with Netlify's vaguer text).
 */
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentChanged } from '../../src/lib/server/site/publish.ts';
import { STORE_NAMES, newId, openStore } from '../../src/lib/server/store/index.ts';
import { adminToken, call } from '../helpers/api.ts';
import { createProduct, unique, valid } from './fixtures.ts';

const SECRET = 'deploy-webhook-secret-for-tests';
let token: string;

const status = async () => (await call('GET', '/api/site-status', { token })).body;

/**
 * Runs the integration's check as `astro build` does before it renders a page. Each build is a process
 * of its own that reads the store once: fresh modules stand for a fresh process.
 */
async function buildStart(deployId?: string): Promise<void> {
  vi.resetModules();
  // The build's one read of the store is shared by its module graphs on globalThis (site-data.ts).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('labels-site.site-data')];
  const { default: storeBuild } = await import('../../src/integrations/store-build.ts');
  // The test's own store is already served (tests/helpers/setup-blobs.ts): nothing to start.
  const hook = storeBuild({ startLocalStore: async () => ({ stop: async () => undefined }) }).hooks['astro:build:start'];
  if (deployId) process.env.DEPLOY_ID = deployId;
  try {
    await hook?.({} as Parameters<NonNullable<typeof hook>>[0]);
  } finally {
    delete process.env.DEPLOY_ID;
  }
}

async function notifyFailure(deployId: string, errorMessage: string) {
  process.env.DEPLOY_WEBHOOK_SECRET = SECRET;
  const createdAt = new Date().toISOString();
  const body = JSON.stringify({ id: deployId, state: 'error', created_at: createdAt, error_message: errorMessage });
  const sha256 = createHash('sha256').update(body).digest('hex');
  const signature = await new SignJWT({ sha256 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(SECRET));
  const answer = await call('POST', '/api/site-status', {
    rawBody: body,
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signature },
  });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  delete process.env.DEPLOY_WEBHOOK_SECRET;
});

describe('a build that cannot publish a record', () => {
  it('fails before rendering, and site-status names the record and why, even after Netlify reports the deploy', async () => {
    const id = newId();
    const name = unique('Priceless Tag');
    await openStore(STORE_NAMES.products).setJSON(id, { ...valid.product({ name }), price: 'ask us', _id: id });
    await contentChanged();

    const reason = `Product '${name}' (products/${id}) cannot be published: its price is not a number.`;
    await expect(buildStart('deploy-1')).rejects.toThrow(reason);
    expect(await status()).toMatchObject({
      state: 'failed',
      message: 'The last update of the public site failed; the previous version is still live.',
      error: reason,
    });

    // Netlify's notification of that deploy says only how the build script ended.
    await notifyFailure('deploy-1', 'Build script returned non-zero exit code: 2');
    expect(await status()).toMatchObject({ state: 'failed', error: reason });

    // A later deploy failing for another reason is reported as Netlify says it.
    await openStore(STORE_NAMES.products).delete(id);
    await contentChanged();
    await notifyFailure('deploy-2', 'Failed during stage "deploying site"');
    expect(await status()).toMatchObject({ state: 'failed', error: 'Failed during stage "deploying site"' });

    // Without the record the next build's check passes.
    await expect(buildStart()).resolves.toBeUndefined();
  });

  it('names an unreadable record by where it is stored', async () => {
    const key = newId();
    await openStore(STORE_NAMES.products).set(key, '{ not json');
    await contentChanged();
    const reason = `Product (products/${key}) cannot be read: what is stored is not a JSON object. Fix or delete it.`;
    try {
      await expect(buildStart()).rejects.toThrow(reason);
      expect(await status()).toMatchObject({ state: 'failed', error: reason });
    } finally {
      await openStore(STORE_NAMES.products).delete(key);
    }
  });

  it('a failure without any reason still says the build failed', async () => {
    await contentChanged();
    await notifyFailure('deploy-3', '');
    expect(await status()).toMatchObject({ state: 'failed', error: 'The site build failed.' });
  });
});

describe('product names', () => {
  it.each([
    ['a slash where the other has a space', (name: string) => name.replace(' ', '/')],
    ['a question mark where the other has a space', (name: string) => name.replace(' ', '?')],
  ])('a second product whose name differs only by %s shares its page address → 409', async (_case, rename) => {
    const first = await createProduct(token);
    const answer = await call('POST', '/api/products/', { body: valid.product({ name: rename(first.name) }), token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('A product with this name already exists');
  });
});
