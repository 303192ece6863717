/**
 * What a page runs before the visitor touches it, for the pages' script budgets (15 KB of gzip on a public
 * page, docs/product.md 8): every script file the page fetched and every inline script (JSON data is not run,
 * so not counted), each with its gzip size, in the order they arrived.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface LoadedScript {
  /** The file's address, or `inline`. */
  url: string;
  gzip: number;
}

export interface ScriptsBeforeInteraction {
  total: number;
  scripts: LoadedScript[];
  /** One line per script, for a failure message. */
  listing: string;
  /** Every script file the page has fetched by now: those counted and those a click has fetched since. */
  filesSoFar: () => Promise<LoadedScript[]>;
}

/**
 * Opens `path` and waits for the network to rest; `settle` (a scroll through the page, say) runs before the
 * count, so what it wakes is counted too. Nothing is clicked, typed or focused.
 */
export async function scriptsBeforeInteraction(
  page: Page,
  path: string,
  settle?: (page: Page) => Promise<void>,
): Promise<ScriptsBeforeInteraction> {
  const files: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    files.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzip: gzipSync(body).length }))
        // A script the page dropped while it loaded (a redirect, an aborted preload) ran nothing.
        .catch(() => null),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  if (settle) await settle(page);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent ?? ''),
  );
  const filesSoFar = async () => (await Promise.all(files)).filter((file): file is LoadedScript => file !== null);
  const scripts = [
    ...(await filesSoFar()),
    ...inline.filter((text) => text.trim()).map((text) => ({ url: 'inline', gzip: gzipSync(text).length })),
  ];
  return {
    total: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts,
    listing: scripts.map((script) => `${script.gzip} ${script.url}`).join('\n'),
    filesSoFar,
  };
}
