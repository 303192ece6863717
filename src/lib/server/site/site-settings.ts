/**
 * The site settings as stored: one record (`meta` store, `site/settings`), saved by Admins with If-Match,
 * republishing the site. A store that has none reads the defaults (src/lib/settings.ts); a stored record is
 * read over the defaults, so fields added later have their default until first saved.
 */
import * as v from 'valibot';
import { DEFAULT_SETTINGS, type SiteSettings, siteSettingsSchema } from '../../settings.ts';
import { followUps } from '../follow-ups.ts';
import { STORE_NAMES } from '../store.ts';
import { singleton } from '../store/singleton.ts';

function asRead(stored: unknown): SiteSettings {
  const merged = { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
  const result = v.safeParse(siteSettingsSchema, merged);
  if (result.success) return result.output;
  console.error('[settings] the stored settings do not read; the defaults stand in', result.issues[0].message);
  return DEFAULT_SETTINGS;
}

export const siteSettings = singleton<SiteSettings>(STORE_NAMES.meta, 'site/settings', {
  defaults: () => DEFAULT_SETTINGS,
  asRead,
  follow: followUps({ publish: true, activity: { kind: 'settings', noun: 'Site settings', label: () => 'Site settings' } }),
});

/**
 * The site settings as the mails and the quotation PDF read them (the company's name, phone and WhatsApp in a
 * confirmation, its letterhead): read at most once a minute per instance, so a mail costs no store request
 * most of the time.
 */
let cached: { at: number; settings: Promise<SiteSettings> } | null = null;
export function cachedSiteSettings(): Promise<SiteSettings> {
  if (!cached || Date.now() - cached.at > 60_000) {
    const settings = siteSettings.read().then((found) => found.data);
    cached = { at: Date.now(), settings };
    settings.catch(() => (cached = null));
  }
  return cached.settings;
}
