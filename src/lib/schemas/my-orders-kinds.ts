/** What a buyer may ask about their data from My orders: on its own, so the page's markup needs no valibot. */
export const PRIVACY_KINDS = ['access', 'correction', 'erasure', 'withdraw'] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];
