/** Netlify deploy notifications move GET /api/site-status to live or failed, only when signed. */
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentChanged } from '../../src/lib/server/site/publish.ts';
import { siteStatusApi } from '../../src/lib/api/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';

const SECRET = 'deploy-webhook-secret-for-tests';
let token: string;

async function notify(deploy: object, options: { secret?: string; tamper?: boolean } = {}) {
  const body = JSON.stringify(deploy);
  const sha256 = createHash('sha256').update(body).digest('hex');
  const signature = await new SignJWT({ sha256 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
  return callEndpoint(siteStatusApi.deployEvent, {
    rawBody: options.tamper ? body.replace('ready', 'error') : body,
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signature },
  });
}

const state = async () => (await callEndpoint(siteStatusApi.get, { token })).body.state;

beforeAll(async () => {
  token = await adminToken();
});

afterEach(() => {
  delete process.env.DEPLOY_WEBHOOK_SECRET;
});

describe('deploy notifications', () => {
  it('are not found while no secret is configured, and change nothing', async () => {
    const before = await state();
    const answer = await notify({ state: 'error', created_at: new Date().toISOString() });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'Deploy notifications are not set up on this site.' });
    expect(await state()).toBe(before);
  });

  it('report a failed deploy, then a successful one, for the content they were built from', async () => {
    process.env.DEPLOY_WEBHOOK_SECRET = SECRET;
    await contentChanged();
    expect(await state()).toBe('building');

    const failed = await notify({
      state: 'error',
      created_at: new Date().toISOString(),
      error_message: 'Build script returned non-zero exit code',
    });
    expect(failed.status).toBe(200);
    expect(await state()).toBe('failed');

    expect((await notify({ state: 'ready', created_at: new Date().toISOString() })).status).toBe(200);
    expect(await state()).toBe('live');
  });

  it('do not mark the site live with a deploy created before the newest change', async () => {
    process.env.DEPLOY_WEBHOOK_SECRET = SECRET;
    const before = new Date(Date.now() - 60_000).toISOString();
    await contentChanged();
    expect((await notify({ state: 'ready', created_at: before })).status).toBe(200);
    expect(await state()).toBe('building');
  });

  it.each([
    ['signed with another secret', { secret: 'not-the-secret' }],
    ['with a body that differs from the signed one', { tamper: true }],
  ])('are refused with 401 when %s, changing nothing', async (_case, options) => {
    process.env.DEPLOY_WEBHOOK_SECRET = SECRET;
    await contentChanged();
    const answer = await notify({ state: 'ready', created_at: new Date().toISOString() }, options);
    expect(answer.status).toBe(401);
    expect(await state()).toBe('building');
  });
});
