/**
 * What the back office says across its screens: busy states, the content screens' failures, the top bar's
 * word on publishing, and the dialog of an edit conflict (docs/product.md 2.13-2.20, 8).
 */
import type { SiteStatus } from '../api/staff.ts';

/** The edit-conflict dialog's texts; in MESSAGES. */
export const ADMIN_MESSAGES = {
  conflictTitle: 'Changed by someone else',
  conflictChanged: 'Changed since you opened it (as stored now):',
  conflictNoFieldChanged: 'No field you can edit here differs; only its version moved on.',
  conflictReload: 'Reload',
  conflictOverwrite: 'Overwrite',
  conflictHint: 'Reload discards your changes and shows the stored version. Overwrite saves yours over it.',
} as const;

/** The rest of the back office (docs/product.md 2.13-2.20, 8): busy states, the content screens, publishing. */
export const ADMIN_TEXTS = {
  loading: 'Loading...',
  saving: 'Saving…',
  statusNotUpdated: 'Status not updated',
  deleteFailed: 'Failed to delete',
  imageUploadFailed: 'The image could not be uploaded.',
  productsLoadFailed: 'Could not load products',
  noProducts: 'No products found',
  productIsNow: (status: string) => `Product is now ${status}`,
  productSaveFailed: 'Failed to save product.',
  confirmDeleteProduct: 'Are you sure you want to delete this product?',
  blogsLoadFailed: 'Could not load blog posts',
  noBlogs: 'No blog data found',
  blogNotSubmitted: 'Blog not submitted',
  blogNotUpdated: 'Blog not updated',
  confirmDeleteBlog: 'Are you sure you want to delete the blog data?',
  testimonialsLoadFailed: 'Failed to fetch testimonials',
  noTestimonials: 'No testimonials found',
  testimonialSaveFailed: 'Failed to submit testimonial',
  testimonialDeleteFailed: 'Failed to delete testimonial',
  confirmDeleteTestimonial: 'Are you sure you want to delete this testimonial? This action cannot be undone.',
  /** The top bar's word on the public site (docs/product.md 11). */
  publishing: {
    building: 'Updating the public site…',
    live: 'Public site is up to date',
    failed: 'The public site update failed',
  } satisfies Record<SiteStatus['state'], string>,
  /** The sidebar's group headings (docs/product.md 2.13), in the words staff use for that part of the work. */
  navigation: {
    sales: 'Sales',
    money: 'Money',
    site: 'Website',
    team: 'Team and data',
  },
} as const;
