/**
 * Netlify Background Functions (netlify/functions/*-background.mts): long work a call starts, run for up to
 * 15 minutes and answered 202 at once. A call starts one with a POST to the function's address on this very
 * site, signed with AUTH_SECRET so that nobody else can start one; the function checks the signature and
 * its age. The local runtime and the API tests run them in the same process (useLocalBackgroundFunctions).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGES } from '../messages/answers.ts';
import { HttpError, readBody } from './http.ts';

/** How long a signed start stays valid. */
const START_VALID_MS = 5 * 60 * 1000;

type LocalStarter = (name: string, request: Request) => Promise<void>;
let local: LocalStarter | undefined;

/** Local runtime and tests: run background functions in this process (Netlify's own address is not there). */
export function useLocalBackgroundFunctions(starter: LocalStarter | undefined): void {
  local = starter;
}

function signature(payload: string, at: number): string {
  const secret = process.env.AUTH_SECRET;
  if (!secret) throw new HttpError(503, MESSAGES.signInNotConfigured);
  return createHmac('sha256', `background-functions:${secret}`).update(`${at}.${payload}`).digest('base64url');
}

/** Starts the background function `name` with `payload`; `origin` is this site's address (the calling request's). */
export async function startBackground(name: string, payload: object, origin: string): Promise<void> {
  const text = JSON.stringify(payload);
  const at = Date.now();
  const request = new Request(new URL(`/.netlify/functions/${name}`, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload: text, at, signature: signature(text, at) }),
  });
  if (local) return local(name, request);
  const response = await fetch(request, { signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the background function ${name} answered ${response.status}`);
}

/** The payload of a signed start; 403 for anything else (a forged, changed or old start). */
export async function signedPayload<T>(request: Request): Promise<T> {
  const { payload, at, signature: given } = (await readBody(request)) as { payload?: unknown; at?: unknown; signature?: unknown };
  if (typeof payload !== 'string' || typeof at !== 'number' || typeof given !== 'string')
    throw new HttpError(403, MESSAGES.notAllowed);
  const expected = Buffer.from(signature(payload, at));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual) || Math.abs(Date.now() - at) > START_VALID_MS) {
    throw new HttpError(403, MESSAGES.notAllowed);
  }
  return JSON.parse(payload) as T;
}
