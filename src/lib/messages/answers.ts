/**
 * MESSAGES: every text the API answers with (docs/product.md 8), as one object for the handlers. Each
 * feature's lines live in its own module beside its screens' texts; this only gathers them.
 */
import { ACCOUNT_MESSAGES } from './account.ts';
import { ADMIN_MESSAGES } from './admin.ts';
import { CONTENT_MESSAGES } from './content.ts';
import { HTTP_MESSAGES } from './http.ts';
import { INBOX_MESSAGES } from './inbox.ts';
import { INVOICE_MESSAGES } from './invoices.ts';
import { MAIL_MESSAGES } from './mail.ts';
import { ORDER_MESSAGES } from './orders.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { PRODUCT_MESSAGES } from './products.ts';
import { PUBLISHING_MESSAGES } from './publishing.ts';
import { QUOTATION_MESSAGES } from './quotations.ts';
import { SETTINGS_MESSAGES } from './settings.ts';
import { SITE_ANSWERS } from './site.ts';
import { TEAM_MESSAGES } from './team.ts';

export const MESSAGES = {
  ...SITE_ANSWERS,
  ...ACCOUNT_MESSAGES,
  ...TEAM_MESSAGES,
  ...INBOX_MESSAGES,
  ...QUOTATION_MESSAGES,
  ...ORDER_MESSAGES,
  ...INVOICE_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...CONTENT_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...PUBLISHING_MESSAGES,
  ...MAIL_MESSAGES,
  ...ADMIN_MESSAGES,
  ...HTTP_MESSAGES,
} as const;
