/**
 * What an answer's body must never hold: a stack frame, the signing secret, a path on the server or an
 * internal error name. Shared by the security and fault tests and the fuzzer.
 */
import path from 'node:path';

const PATTERNS: [string, RegExp][] = [
  ['stack frame', /\bat\s+(?:async\s+)?[\w$.<>[\] ]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+(?::\d+)?\)?/],
  ['stack frame', /\n\s+at\s/],
  ['file path', /(?:file:\/\/|\/(?:work|home|tmp|usr|var|root|etc)\/)[\w.-]/],
  ['module path', /node_modules|\.m?[jt]s:\d+/],
  ['internal error name', /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|StoreUnavailableError|CorruptRecordError)\b/],
];

/** The leaks found in `body` (a parsed JSON value or text); empty when clean. */
export function leaks(body: unknown): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  const found = PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  const secret = process.env.AUTH_SECRET;
  if (secret && text.includes(secret)) found.push('AUTH_SECRET');
  if (text.includes(path.resolve('.'))) found.push('project path');
  return [...new Set(found)];
}
