/**
 * The site settings as stored: one record (`meta` store, `site/settings`), saved by Admins with If-Match,
 * republishing the site. A store that has none reads the defaults (src/lib/settings.ts); a stored record is
 * read over the defaults, so fields added later have their default until first saved. The private sections
 * (tax, bank, UPI, payments) are read by the server through `billingSettings()`; what leaves for the public
 * site or a visitor is `publicSettings()` of the record.
 */
import * as v from 'valibot';
import { DEFAULT_SETTINGS, type PaymentSettings, type SiteSettings, siteSettingsSchema } from '../../settings.ts';
import type { Bank, CompanyTax, Upi } from '../../schemas/billing.ts';
import { activityNoun } from '../../messages/activity.ts';
import { followUps } from '../follow-ups.ts';
import { STORE_NAMES, storeIdentity } from '../store/index.ts';
import { type Versioned, singleton } from '../store/singleton.ts';

function asRead(stored: unknown): SiteSettings {
  const merged = { ...DEFAULT_SETTINGS, ...(stored && typeof stored === 'object' ? stored : {}) };
  const result = v.safeParse(siteSettingsSchema, merged);
  if (result.success) return result.output;
  console.error('[settings] the stored settings do not read; the defaults stand in', result.issues[0].message);
  return DEFAULT_SETTINGS;
}

const published = followUps<Versioned<SiteSettings> & { _id: string }>({
  publish: true,
  activity: { kind: 'settings', label: () => activityNoun('settings') },
});

let cached: { at: number; store: string; settings: Promise<SiteSettings> } | null = null;

export const siteSettings = singleton<SiteSettings>(STORE_NAMES.meta, 'site/settings', {
  defaults: () => DEFAULT_SETTINGS,
  asRead,
  follow: async (change) => {
    // A save is read back at once by this instance (an invoice issued after the bank details were changed).
    cached = null;
    await published(change);
  },
});

/**
 * The site settings as the mails and the quotation PDF read them (the company's name, phone and WhatsApp in a
 * confirmation, its letterhead): read at most once a minute per instance, so a mail costs no store request
 * most of the time.
 */
export function cachedSiteSettings(): Promise<SiteSettings> {
  if (!cached || Date.now() - cached.at > 60_000 || cached.store !== storeIdentity()) {
    const settings = siteSettings.read().then((found) => found.data);
    cached = { at: Date.now(), store: storeIdentity(), settings };
    settings.catch(() => (cached = null));
  }
  return cached.settings;
}

/** The company's tax registration, bank account, UPI ID and money rules, as invoices, payments and reminders read them. */
export interface BillingSettings {
  tax?: CompanyTax;
  bank?: Bank;
  upi?: Upi;
  payments: PaymentSettings;
}

/**
 * The private sections of the settings, for server code alone (invoices, the customer's payment details, the
 * reminders): from the same once-a-minute read as cachedSiteSettings(), so most calls cost no store request.
 */
export async function billingSettings(): Promise<BillingSettings> {
  const { tax, bank, upi, payments } = await cachedSiteSettings();
  return { tax, bank, upi, payments };
}
