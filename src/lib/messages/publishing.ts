/**
 * Publishing the public site: its rebuild, what a failed build names, and the deploy notifications
 * (docs/product.md 11).
 */

/** The API's answers to deploy notifications; in MESSAGES. */
export const PUBLISHING_MESSAGES = {
  deployEventsOff: 'Deploy notifications are not set up on this site.',
  deployEventBadSignature: 'The deploy notification signature is not valid.',
  deployEventNoTime: 'The deploy notification has no created_at time.',
} as const;

/**
 * What staff are told about the public site's rebuild (GET /api/site-status, the admin's top bar). A
 * failed build names each record it could not publish (`record`: e.g. "Product 'A4 Tag' (products/0m…)")
 * and why, so staff know what to fix; the previous site stays live meanwhile.
 */
export const PUBLISH_MESSAGES = {
  updateFailed: 'The last update of the public site failed; the previous version is still live.',
  buildFailed: 'The site build failed.',
  buildFailedBecause: (detail: string) => `The site build failed: ${detail}`,
  /** A record as staff can find it: kind, name if it has one, and where it is stored. */
  record: (kind: string, ref: string, name?: string) => (name ? `${kind} '${name}' (${ref})` : `${kind} (${ref})`),
  unreadable: (record: string) => `${record} cannot be read: what is stored is not a JSON object. Fix or delete it.`,
  unpublishable: (record: string, reason: string) => `${record} cannot be published: ${reason}.`,
  sameAddress: (first: string, second: string, path: string) =>
    `${first} and ${second} would have the same address ${path}. Rename one of them.`,
  moreProblems: (count: number) => `…and ${count} more.`,
  reasons: {
    noName: 'it has no name',
    noTitle: 'it has no title',
    notText: (field: string) => `its ${field} is not text`,
    priceNotNumber: 'its price is not a number',
    imagesNotList: 'its images are not a list of image addresses',
    tagsNotList: 'its tags are not a list of words',
    addressUnsafe: (slug: string) => `its address "${slug}" is not one safe path segment`,
    addressTooLong: (bytes: number, max: number) => `its address is ${bytes} bytes long; a page address may have at most ${max}`,
  },
} as const;
