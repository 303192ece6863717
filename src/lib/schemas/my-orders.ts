/**
 * My orders, the buyer's own page (src/lib/api/my-orders.ts): the e-mail a sign-in link goes to, the link's
 * token, a reorder with the quantities the buyer changed, news by mail, and a request about their data.
 * The page's forms use the same schemas.
 */
import * as v from 'valibot';
import { MAX_QUOTE_LINES } from '../constants.ts';
import { MY_ORDERS_TEXTS as T } from '../messages/my-orders.ts';
import { email, form, optionalText, requiredText } from './parts.ts';
import { pieces } from './inboxes.ts';
import { PRIVACY_KINDS } from './my-orders-kinds.ts';

export { PRIVACY_KINDS, type PrivacyKind } from './my-orders-kinds.ts';

/** The link's token: 256 random bits, base64url (43 characters). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const myLinkSchema = form({ email: email(T.emailRequired) });

export const mySessionSchema = form({
  token: v.pipe(v.string(T.linkInvalid), v.regex(LINK_TOKEN_PATTERN, T.linkInvalid)),
});

/** A reorder: the earlier order, and each of its lines' new quantity (in the order's line order; missing: as before). */
export const myReorderSchema = form({
  quotationId: requiredText(T.orderRequired, 64, 'Order'),
  quantities: v.optional(v.pipe(v.array(pieces, T.quantitiesList), v.maxLength(MAX_QUOTE_LINES, T.quantitiesList)), []),
});

/** Staff ending a buyer's sessions: the contact's e-mail on the customer's page. */
export const endBuyerSessionsSchema = form({ email: email(T.emailRequired) });

export const myConsentSchema = form({ marketing: v.boolean(T.marketingChoice) });

export const myPrivacySchema = form({
  kind: v.picklist(PRIVACY_KINDS, T.privacyKind),
  message: optionalText(2000, 'Message'),
});
