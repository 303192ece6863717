/**
 * The buyers' privacy rights requests (src/lib/api/privacy.ts): what a buyer asks for, the confirmation of the
 * mailed link, and staff's answer. Client-safe and small, so the public page's island can carry it.
 */
import * as v from 'valibot';
import { PRIVACY_REQUEST_MESSAGES as TEXT } from '../messages/privacy-requests.ts';
import { email, form, optionalText, requiredText } from './parts.ts';

export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'withdraw', 'grievance'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** `{ email, kind, message? }` from the public page: a link to confirm it is mailed to the address. */
export const privacyAskSchema = form({
  email: email(TEXT.emailRequired),
  kind: v.picklist(PRIVACY_REQUEST_KINDS, TEXT.kindRequired),
  message: optionalText(2000, 'Message'),
});
/** What a buyer asks (from the public page or My orders), as every stored or mailed form of a request keeps it. */
export type PrivacyAsk = v.InferOutput<typeof privacyAskSchema>;

/** The token of the mailed link (256 random bits, base64url). */
export const privacyConfirmSchema = form({
  token: v.pipe(v.string(TEXT.tokenRequired), v.regex(/^[A-Za-z0-9_-]{20,100}$/, TEXT.linkInvalid)),
});

/** Staff's answer, in one step. */
export const privacyAnswerSchema = form({
  message: v.pipe(requiredText(TEXT.answerRequired, 5000, 'Answer'), v.maxLength(5000, TEXT.answerTooLong)),
});

export const privacyCopyQuerySchema = v.object({
  format: v.optional(v.picklist(['json', 'csv'], TEXT.formatInvalid), 'json'),
});
