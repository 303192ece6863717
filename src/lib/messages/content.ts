/**
 * The blog, the testimonials and the categories (docs/product.md 2.17, 2.18, 2.23); products are in ./products.ts.
 */

/** The API's answers on blog posts, testimonials and categories; in MESSAGES. */
export const CONTENT_MESSAGES = {
  blogSubmitted: 'Blog submitted',
  blogUpdated: 'Blog Updated',
  blogDeleted: 'Blog deleted successfully',
  testimonialAdded: 'Testimonial added successfully',
  testimonialUpdated: 'Testimonial updated successfully',
  testimonialDeleted: 'Testimonial deleted successfully',
  categoriesSaved: 'Categories saved. The public site is being updated.',
  categoriesConflict: 'The categories were changed by someone else since you opened them.',
  invalidCategory: 'Invalid category',
  unknownCategory: (id: string) => `There is no category "${id}" any more. Reload the categories and try again.`,
  categoryInUse: (label: string, count: number) =>
    `${count} ${count === 1 ? 'product uses' : 'products use'} the category "${label}". Move ${count === 1 ? 'it' : 'them'} to another category, or hide the category instead.`,
} as const;

/** The blog form's Markdown, preview and publish date (docs/product.md 2.17). */
export const BLOG_FORM_TEXTS = {
  markdown: 'Write in Markdown',
  markdownHint:
    'Markdown: ## a heading, **bold**, *italic*, - a list, [a link](https://…), ![a picture](https://…). HTML is shown as text.',
  textHint: 'Plain text, as posts were written before Markdown: paragraphs at blank lines, web addresses become links.',
  preview: 'Preview',
  hidePreview: 'Hide preview',
  previewLabel: 'Preview of the post',
  previewEmpty: 'Nothing to preview yet.',
  publishHint: 'New Delhi time. Leave it empty to publish at once; a later date keeps the post off the site until then.',
};

/** The Categories screen (docs/product.md 2.23). */
export const CATEGORY_TEXTS = {
  title: 'Categories',
  intro:
    "The categories of the catalogue, in the order the site shows them. Renaming keeps every link and product; a hidden category leaves the public filter, the home page and the footer. A category's HSN code and GST rate go on the quotations and invoices of its products that have none of their own.",
  nameOf: (position: number) => `Name of category ${position}`,
  used: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  unused: 'No products yet',
  hsnOf: (position: number) => `HSN code of category ${position}`,
  gstOf: (position: number) => `GST rate (%) of category ${position}`,
  hidden: 'Hidden',
  up: 'Move up',
  down: 'Move down',
  delete: 'Delete',
  newName: 'New category',
  add: 'Add category',
  save: 'Save categories',
  saving: 'Saving…',
  loadStored: 'Load the saved categories',
  moved: (label: string, position: number) => `${label} moved to place ${position}`,
  added: (label: string) => `${label} added; save to keep it`,
  deleted: (label: string) => `${label} deleted; save to keep the change`,
} as const;
