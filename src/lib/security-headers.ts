/**
 * Security headers. netlify.toml sets them on every page and file (Netlify applies its [[headers]] to
 * static files only); the functions add them to every /api answer through src/lib/server/http.ts.
 * netlify.toml writes the same values out by hand, and no test compares the two yet: change both together.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** API answers are data: nothing in them may run, load or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
