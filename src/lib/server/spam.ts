/**
 * Spam screening for the public forms (help, quick quote, product quote, contact): a honeypot field that
 * people never see. A filled one marks a bot, which gets the normal success answer while nothing is stored.
 * (The forms' rate limit is the named limit 'form', throttle.ts, declared on each call.)
 */
import { HONEYPOT_FIELD } from '../constants.ts';

/** Whether the raw body, before validating, is a bot's (honeypot filled). */
export function isBot(body: unknown): boolean {
  const trap = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null;
}
