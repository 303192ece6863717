/**
 * A password-reset request answers after the same store work whether or not the e-mail has an account, so
 * its timing does not tell which e-mails exist (with 50 ms a store request, one extra write made the known
 * e-mail 50 ms slower). What a known e-mail needs more (the link, the mail) happens after the answer.
 */
import path from 'node:path';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadFunctions, matchFunction } from '../../scripts/runtime/functions.ts';
import { passwordResetApi } from '../../src/lib/api/index.ts';
import { useInProcessBlobs } from '../../src/lib/server/store/index.ts';
import { ADMIN, adminToken } from '../helpers/api.ts';

const routes = await loadFunctions(path.resolve('netlify/functions'));

beforeAll(async () => {
  await adminToken();
});

afterEach(() => useInProcessBlobs(undefined));

/** The store requests a reset request makes before it is answered: method and store, in order of sending. */
async function requestsBeforeAnswer(email: string, ip: string): Promise<string[]> {
  const seen: string[] = [];
  let answered = false;
  useInProcessBlobs((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const store = /site:([^/]+)/.exec(decodeURIComponent(url.pathname))?.[1] ?? url.pathname;
    if (!answered)
      seen.push(`${(init?.method ?? 'GET').toUpperCase()} ${store}${url.searchParams.has('prefix') ? ' (list)' : ''}`);
    return fetch(input, init);
  });
  // The handler is called directly: its answer is the moment the visitor is answered.
  const url = new URL(passwordResetApi.request.path, 'http://localhost');
  const match = matchFunction(routes, url, 'POST')!;
  const request = new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const answer = await match.handler(request, { params: {}, ip });
  answered = true;
  expect(answer.status).toBe(200);
  // What follows the answer (a known e-mail's link and mail) ends before the next measurement.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return seen.sort();
}

it('a known and an unknown e-mail cost the same store requests before the answer', async () => {
  const known = await requestsBeforeAnswer(ADMIN.email, '192.0.2.40');
  const unknown = await requestsBeforeAnswer('nobody-here@example.com', '192.0.2.41');
  expect(known.length).toBeGreaterThan(0);
  expect(unknown).toEqual(known);
});
