/** Signing in, the dashboard, uploads and publishing status (docs/product.md 2.12, 2.14, 7). */
import type { DashboardKey, EnquiryCountKey } from '../constants.ts';
import { loginSchema } from '../schemas/staff.ts';
import { type SettingsAsRead, type SiteSettings, siteSettingsSchema } from '../settings.ts';
import type { OutboxMailView } from './mail-types.ts';
import { type MessageAnswer, endpoint } from './define.ts';
import { pageQuery } from './query.ts';

export const loginApi = {
  signIn: endpoint<{ token: string; message: string }>()({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    body: loginSchema,
    keepAsTyped: ['password'],
  }),
};

export type SiteState = 'live' | 'building' | 'failed';

/** The public site's publishing status (GET /api/site-status), shown in the admin's header. */
export interface SiteStatus {
  state: SiteState;
  /** Version of the content the newest change produced. */
  contentVersion: string | null;
  /** Version of the content the live site was built from. */
  liveVersion: string | null;
  updatedAt: string | null;
  message?: string;
  /** When failed: why, for staff (which record and what is wrong with it, when the build could tell). */
  error?: string;
}

export interface DashboardAnswer {
  data: Record<DashboardKey, number>;
  /** How many enquiries of each inbox are New, under the inbox's count key. */
  newCounts: Record<EnquiryCountKey, number>;
  /** Notification mails not delivered yet, and the newest error among them. */
  mail: { undelivered: number; lastError: string | null };
  /** Each count's new records in the last 30 days and in the 30 days before (the cards' trend). */
  trend: Record<DashboardKey, { current: number; previous: number }>;
  /** What customers owe (rupees) and how many of their payment reports wait for us to confirm. */
  money: { outstanding: number; paymentsToConfirm: number };
}

export const dashboardApi = {
  /** The counts under the keys of docs/product.md 3. */
  counts: endpoint<DashboardAnswer>()({ method: 'GET', path: '/api/dashboard', access: 'signed-in' }),
};

export const uploadApi = {
  /** Multipart, field `file`; answers the stored image's address in a one-element array. */
  image: endpoint<string[]>()({ method: 'POST', path: '/api/upload', access: 'signed-in' }),
};

export const siteStatusApi = {
  get: endpoint<SiteStatus>()({ method: 'GET', path: '/api/site-status', access: 'signed-in' }),
  /** Netlify's deploy notifications, signed with DEPLOY_WEBHOOK_SECRET (a JWS), not a staff token. */
  deployEvent: endpoint<MessageAnswer>()({ method: 'POST', path: '/api/site-status', access: 'public' }),
};

/** The Mail screen: recent mails with their state, and sending one again. */
export const mailApi = {
  /** The newest 50 (`limit` up to 200); `smtp` is false while SMTP_URL is not set (every mail then waits here). */
  recent: endpoint<{ data: OutboxMailView[]; health: { undelivered: number; lastError: string | null }; smtp: boolean }>()({
    method: 'GET',
    path: '/api/mail',
    access: 'signed-in',
    query: pageQuery(50, 200),
  }),
  resend: endpoint<{ message: string; data: OutboxMailView }>()({
    method: 'POST',
    path: '/api/mail/:id/resend',
    access: 'signed-in',
  }),
};

/**
 * The site settings (docs/product.md 2.22): anyone reads them, an Admin with the private sections (tax, bank,
 * UPI, payments); Admins save them whole with If-Match: {version}.
 */
export const settingsApi = {
  get: endpoint<{ data: SettingsAsRead; version: number }>()({
    method: 'GET',
    path: '/api/settings',
    access: 'public-or-signed-in',
  }),
  save: endpoint<{ message: string; data: SiteSettings; version: number }>()({
    method: 'PUT',
    path: '/api/settings',
    access: 'admin',
    body: siteSettingsSchema,
    adminOnlyMessage: 'Only an Admin can change the site settings.',
    ifMatch: 'required',
  }),
  /**
   * The signatory's signature image (src/lib/server/invoices/signature.ts), a private file: multipart field
   * `file`, PNG, JPEG or WebP up to 2 MB, stored re-encoded under a new id. The settings are not changed:
   * `tax.signatory.imageId` takes the id when they are saved.
   */
  uploadSignature: endpoint<{ message: string; data: { imageId: string } }>()({
    method: 'POST',
    path: '/api/settings/signature',
    access: 'admin',
    adminOnlyMessage: 'Only an Admin can change the signature image.',
  }),
  /** The signature image as stored (PNG), for the Settings preview; never cached. */
  signature: endpoint<Blob>()({ method: 'GET', path: '/api/settings/signature/:id', access: 'admin' }),
  /** Discards an upload never saved in the settings; one they hold or held (invoices may print it) is kept: 409. */
  discardSignature: endpoint<MessageAnswer>()({
    method: 'DELETE',
    path: '/api/settings/signature/:id',
    access: 'admin',
    adminOnlyMessage: 'Only an Admin can change the signature image.',
  }),
};
