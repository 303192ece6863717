import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import clientDirectives from './src/integrations/client-directives.ts';
import { contentSecurityPolicy } from './src/integrations/csp.ts';
import productRedirects from './src/integrations/redirects-file.ts';
import storeBuild from './src/integrations/store-build.ts';
import { startLocalBlobs } from './scripts/runtime/local-blobs.ts';

// URL is set by Netlify to the site's main address; locally the runtime's address.
export default defineConfig({
  site: process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`,
  // productRedirects before storeBuild, whose last hook stops the local store.
  integrations: [react(), clientDirectives(), productRedirects(), storeBuild({ startLocalStore: () => startLocalBlobs() })],
  // Styles inlined into each page: no render-blocking stylesheet request before the first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // A CSP <meta> in every page: no inline script runs unless Astro hashed it (src/integrations/csp.ts).
  security: { csp: contentSecurityPolicy() },
  // No markdown pages; Shiki's inline styles would not pass the CSP anyway.
  markdown: { syntaxHighlight: false },
  server: { port: 4321 },
  vite: {
    server: {
      // `npm run dev`: the API comes from the local runtime.
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8888}` },
    },
  },
});
