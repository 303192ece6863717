/**
 * The site settings through a build: a new phone number saved in the admin is, after the rebuild, in the
 * header of every page and the old one is nowhere in the built site.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, phoneLink } from '../../src/lib/settings.ts';
import { type StaffSite, startStaffSite } from '../helpers/staff-site.ts';

let site: StaffSite;

beforeAll(async () => {
  site = await startStaffSite();
  await site.waitForState('live');
});

afterAll(async () => {
  await site?.stop();
});

/** Every HTML page of the live build, by its path in the build folder. */
async function builtPages(): Promise<Map<string, string>> {
  const sites = path.join(site.dataDir, 'sites');
  const { dir } = JSON.parse(await readFile(path.join(sites, 'current.json'), 'utf8'));
  const root = path.join(sites, dir);
  const pages = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true })) {
    if (entry.endsWith('.html')) pages.set(entry, await readFile(path.join(root, entry), 'utf8'));
  }
  return pages;
}

it('a new phone number is in the header of every page after the rebuild, and the old one nowhere', async () => {
  const old = phoneLink(DEFAULT_SETTINGS.phones[0]);
  const { body: current } = await site.api('GET', '/api/settings');
  const phones = ['+91 99999 01234', ...current.data.phones.slice(1)];
  const saved = await fetch(new URL('/api/settings', site.url), {
    method: 'PUT',
    headers: { authorization: `Bearer ${site.token}`, 'content-type': 'application/json', 'if-match': String(current.version) },
    body: JSON.stringify({ ...current.data, phones }),
  });
  expect(saved.status).toBe(200);
  await site.waitForState('live');

  const pages = await builtPages();
  expect(pages.size).toBeGreaterThan(8);
  const withHeader = [...pages].filter(([, html]) => html.includes('<header class="site-header"'));
  expect(withHeader.length).toBeGreaterThan(5);
  for (const [page, html] of withHeader) {
    expect(html, page).toContain('href="tel:+919999901234"');
    expect(html, page).toContain('+91 99999 01234');
  }
  for (const [page, html] of pages) {
    expect(html.includes(old.display), `${page} still shows ${old.display}`).toBe(false);
    expect(html.includes(old.tel), `${page} still dials ${old.tel}`).toBe(false);
  }
});
