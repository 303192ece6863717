/**
 * The runtime tests' site: `npm start`'s runtime on an empty store of its own (no demo content), with an
 * admin from the environment, signed in. Calls go over real HTTP with the staff token.
 */
import type { RunningSite } from '../../scripts/runtime/spawn.ts';
import { startSiteFromTemplate } from './site-template.ts';

const ADMIN = { email: 'runtime@example.com', password: 'runtime-password-1' };

export interface StaffSite extends RunningSite {
  token: string;
  /** A staff call with a JSON body, answered with its status and parsed JSON. */
  /** `headers` beside the token (If-Match on a replace). */
  api(method: string, pathname: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  /** Polls GET /api/site-status until the site is `wanted`; throws when it settles otherwise or takes too long. */
  waitForState(wanted: 'live' | 'failed', timeoutMs?: number): Promise<any>;
}

export async function startStaffSite(): Promise<StaffSite> {
  const site = await startSiteFromTemplate({
    name: 'empty',
    env: { SEED: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = await fetch(new URL('/api/login', site.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token: string = (await login.json()).token;

  async function api(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(new URL(pathname, site.url), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  }

  async function waitForState(wanted: 'live' | 'failed', timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { body } = await api('GET', '/api/site-status');
      if (body.state === wanted) return body;
      if (body.state !== 'building' || Date.now() > deadline)
        throw new Error(`site not ${wanted}: ${JSON.stringify(body)}\n${site.output().slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return { ...site, token, api, waitForState };
}
