/**
 * A call of the contract over HTTP against a browser test's site, to set up or check what the browser did:
 * as staff (the site's token), or as anyone for a public call; its status and JSON.
 */
import { expect } from 'vitest';
import { type Endpoint, pathOf } from '../../../src/lib/api/define.ts';
import { settingsApi } from '../../../src/lib/api/index.ts';
import type { BrowserSite } from './browser.ts';

export interface CallOptions {
  params?: Record<string, string>;
  query?: object;
  body?: unknown;
  headers?: Record<string, string>;
}

export function contractCaller(site: BrowserSite) {
  // `any` by default: each test names what it reads of the answer.
  return async function call<T = any>(
    endpoint: Endpoint,
    { params = {}, query = {}, body, headers = {} }: CallOptions = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${site.url}${pathOf(endpoint, params, query)}`, {
      method: endpoint.method,
      headers: {
        ...(endpoint.access === 'public' ? {} : { authorization: `Bearer ${await site.token()}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as T };
  };
}

/** The answer came with `status` (its body shown when not). */
export const ok = (answer: { status: number; body: unknown }, status = 200) =>
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);

/** The company's tax details the browser tests' invoices are issued under (a Delhi GSTIN, a 50 % advance). */
export const COMPANY_TAX = {
  legalName: 'Labels and Tags Co',
  gstin: '07AABCL1234M1ZL',
  advancePercent: 50,
  signatory: { name: 'Asha Verma' },
};

/** Settings saved over what they hold with the company's tax details and `more` (bank, UPI), as an Admin does. */
export async function saveCompanySettings(call: ReturnType<typeof contractCaller>, more: object = {}): Promise<void> {
  const settings = await call(settingsApi.get);
  ok(
    await call(settingsApi.save, {
      body: { ...settings.body.data, tax: COMPANY_TAX, ...more },
      headers: { 'if-match': `"${settings.body.version}"` },
    }),
  );
}
