/**
 * The README's layout names every feature's home, and only homes that exist: a folder added under the
 * server, the admin, the components or the shared code without a line there fails here, as does a line
 * naming a path that was moved away. docs/product.md's architecture section names the same homes.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** The paths a text names: words that start with a top folder of the repository and hold a slash. */
const named = (text: string) =>
  new Set(
    [...text.matchAll(/(?<![\w./-])((?:src|netlify|scripts|tests|docs)\/[\w./*-]*)/g)].map((match) =>
      match[1].replace(/[.,;:)]+$/, ''),
    ),
  );

const layoutOfReadme = () => {
  const readme = read('README.md');
  const start = readme.indexOf('## Layout');
  return readme.slice(start, readme.indexOf('\n## ', start + 1) === -1 ? undefined : readme.indexOf('\n## ', start + 1));
};

const architectureOfProduct = () => {
  const product = read('docs/product.md');
  const start = product.indexOf('## 11. Architecture');
  return product.slice(start);
};

/** The folders that are features' homes: every folder right under these. */
const HOME_PARENTS = ['src/lib/server', 'src/admin', 'src/components', 'src/lib'];
const homes = () =>
  HOME_PARENTS.flatMap((parent) =>
    readdirSync(join(ROOT, parent))
      .filter((name) => statSync(join(ROOT, parent, name)).isDirectory())
      .map((name) => `${parent}/${name}/`),
  ).filter((home) => !HOME_PARENTS.some((parent) => `${parent}/` === home));

describe.each([
  ['README.md', layoutOfReadme],
  ['docs/product.md', architectureOfProduct],
])('the layout in %s', (_, section) => {
  it('names only paths that exist', () => {
    const missing = [...named(section())].filter((path) => !path.includes('*') && !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('names every feature folder', () => {
    const text = section();
    const unnamed = homes().filter((home) => !text.includes(home));
    expect(unnamed).toEqual([]);
  });
});
