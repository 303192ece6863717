/** Texts the API answers with and the site shows (SPEC.md section 8), one place each. */
export const MESSAGES = {
  loginSuccess: 'Login Successful',
  loginFailed: 'Invalid email or password',
  logout: 'Logout Successful',
  helpReceived: 'Thank you! We have received your question and will get back to you soon.',
  quickQuoteReceived: 'Thank you! We have received your quote request and will get back to you soon.',
  contactReceived: "Thanks for reaching out! We'll be in touch soon.",
  quoteReceived: 'Quote submitted successfully!',
  quoteReceivedCatalogue: 'Your request for custom assistance has been submitted successfully.',
  quoteFailedDetail: 'Something went wrong while submitting the quote.',
  productUnavailable: 'The selected product is not available',
  productNameTaken: 'A product with this name already exists',
  productSubmitted: 'Product Submitted',
  productUpdated: 'Product Updated',
  productDeleted: 'Product deleted successfully',
  statusUpdated: 'Status Updated',
  blogSubmitted: 'Blog submitted',
  blogUpdated: 'Blog Updated',
  blogDeleted: 'Blog deleted successfully',
  testimonialAdded: 'Testimonial added successfully',
  testimonialUpdated: 'Testimonial updated successfully',
  testimonialDeleted: 'Testimonial deleted successfully',
  remarkUpdated: 'Remark updated',
  remarkUpdatedDetail: 'Remark updated successfully',
  enquiryDeleted: 'Deleted successfully',
  quoteDeleted: 'Quote deleted successfully',
  contactDeleted: 'Contact deleted successfully',
  imageTypeRefused: 'Only JPEG, JPG, PNG, WEBP files are allowed!',
  imageTooLarge: 'File size must be less than 2MB!',
  imageUnreadable: 'The file is not a readable image.',
  imageNotPlain: 'The file carries more than an image (hidden content or markup) and was refused.',
  imageMissing: 'Choose an image file to upload (form field "file").',
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
