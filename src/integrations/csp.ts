/**
 * The pages' Content-Security-Policy, written by Astro into each page's <meta> with the hashes of its
 * own inline scripts and styles (astro.config.ts `security.csp`). No inline script runs unless Astro
 * hashed it; style attributes are allowed (CSS custom properties in markup), injected <style> only by
 * hash. netlify.toml adds what a <meta> policy cannot carry (frame-ancestors).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AstroUserConfig } from 'astro';

const require = createRequire(import.meta.url);
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}` as const;

/**
 * sonner puts its stylesheet into a <style> it creates at run time (empty first, then filled), so
 * both states are hashed from the installed package: an upgrade cannot silently break the toasts.
 */
function sonnerStyleHashes() {
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match) throw new Error('sonner no longer injects its CSS the way src/integrations/csp.ts expects');
  return [sha256(JSON.parse(match[1]) as string), sha256('')];
}

type Csp = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

export function contentSecurityPolicy(): Csp {
  return {
    directives: [
      "default-src 'self'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "font-src 'self'",
      "media-src 'self'",
      // The contact page's map, only once the visitor asks for it.
      'frame-src https://www.openstreetmap.org',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    scriptDirective: { resources: ["'self'"] },
    styleDirective: {
      resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      hashes: sonnerStyleHashes(),
    },
  };
}
