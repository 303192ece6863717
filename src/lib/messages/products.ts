/**
 * Products: Manage Products, the product form, the CSV import and the uploaded images (docs/product.md 2.16).
 */
import { MAX_IMPORT_ROWS } from '../constants.ts';

/** The API's answers on products and images; in MESSAGES. */
export const PRODUCT_MESSAGES = {
  productNameTaken: 'A product with this name already exists',
  productSubmitted: 'Product Submitted',
  productUpdated: 'Product Updated',
  productDeleted: 'Product deleted successfully',
  productsChanged: (count: number, deleted: boolean) =>
    `${count} ${count === 1 ? 'product' : 'products'} ${deleted ? 'deleted' : 'updated'}`,
  imageTypeRefused: 'Only JPEG, JPG, PNG, WEBP files are allowed!',
  imageTooLarge: 'File size must be less than 2MB!',
  imageUnreadable: 'The file is not a readable image.',
  imageNotPlain: 'The file carries more than an image (hidden content or markup) and was refused.',
  imageMissing: 'Choose an image file to upload (form field "file").',
  imageNotFound: 'Image not found',
} as const;

/** The products CSV import (docs/product.md 2.16). */
export const PRODUCT_IMPORT_MESSAGES = {
  notCsv: 'Send the file as text/csv',
  unreadable: (line?: number) =>
    line === undefined ? 'The file is not a CSV file we can read' : `The file cannot be read as CSV at line ${line}`,
  unknownColumn: (name: string) => `Unknown column "${name}": use the columns of an exported file`,
  missingColumn: (name: string) => `The file has no "${name}" column`,
  columnTwice: (name: string) => `The "${name}" column is in the file twice`,
  noRows: 'The file has no products',
  tooManyRows: `At most ${MAX_IMPORT_ROWS} products in one file: split it`,
  unknownId: (id: string) => `Id: no product has the id ${id}`,
  badTier: (line: string) => `Price tiers: "${line}" is not a quantity and a price (1000: 9.75)`,
  badPopular: 'Popular: write Yes or No',
  productTwice: 'Id: another row changes the same product',
  nameTwice: (row: number) => `Name: row ${row} has the same name`,
  refused: (count: number) => `Nothing was imported: ${count} ${count === 1 ? 'row is' : 'rows are'} refused`,
  imported: ({ create, update, unchanged }: { create: number; update: number; unchanged: number }) =>
    `Imported: ${create} created, ${update} updated, ${unchanged} unchanged`,
};

/** Manage Products' CSV and bulk controls (docs/product.md 2.16). */
export const PRODUCT_ADMIN_TEXTS = {
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  fileLabel: 'Products CSV file',
  exportFailed: 'Could not export products',
  previewFailed: 'Could not read the file',
  importFailed: 'Nothing was imported',
  previewTitle: 'Import preview',
  previewCounts: ({
    create,
    update,
    unchanged,
    refused,
  }: {
    create: number;
    update: number;
    unchanged: number;
    refused: number;
  }) => `${create} to create, ${update} to update, ${unchanged} unchanged, ${refused} refused`,
  previewRefused: 'Fix the refused rows in the file and choose it again: nothing is imported while any row is refused.',
  previewColumns: ['Row', 'Name', 'What happens', 'Why'],
  actions: { create: 'Create', update: 'Update', unchanged: 'No change', refused: 'Refused' } as Record<string, string>,
  importButton: (count: number) => `Import ${count} ${count === 1 ? 'product' : 'products'}`,
  selectAll: 'Select every product on this page',
  selectOne: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  bulkRegion: 'Selected products',
  bulkAction: 'Action',
  bulkChoices: {
    Active: 'Set status to Active',
    Inactive: 'Set status to Inactive',
    category: 'Move to category',
    delete: 'Delete',
  } as Record<string, string>,
  bulkCategory: 'Category',
  apply: 'Apply',
  clearSelection: 'Clear selection',
  bulkFailed: 'Nothing was changed',
  confirmBulk: (count: number, what: string) =>
    `${what === 'delete' ? 'Delete' : 'Change'} ${count} ${count === 1 ? 'product' : 'products'}${what === 'delete' ? '? This cannot be undone.' : `: ${what}?`}`,
};

/** The product form's parts added after the original (docs/product.md 2.16). */
export const PRODUCT_FORM_TEXTS = {
  images: 'Product Images',
  imagesHint:
    'Up to 8 images: JPEG, JPG, PNG or WEBP, at most 2 MB each. The first is the one on the card. JFIF is not supported.',
  addImages: 'Add images',
  tooManyImages: 'A product has at most 8 images: remove one to add another.',
  imagesAdded: (count: number) => `${count} ${count === 1 ? 'image' : 'images'} added`,
  imageMoved: (from: number, to: number) => `Image ${from} moved to place ${to}`,
  imageRemoved: (position: number) => `Image ${position} removed`,
  imageNumber: (position: number) => `image ${position}`,
  altOf: (position: number) => `Alt text of image ${position}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  removeImage: 'Remove',
  popular: 'Popular',
  popularHint: 'Shows the Popular badge on the card and the product page.',
  tiers: 'Price by quantity',
  tiersHint: 'From how many pieces a lower price per piece applies. The price above is for fewer pieces.',
  tierQuantity: (row: number) => `Minimum quantity of tier ${row}`,
  tierPrice: (row: number) => `Price per piece (₹) of tier ${row}`,
  addTier: 'Add a price tier',
  removeTier: (row: number) => `Remove tier ${row}`,
  options: 'Options',
  optionsHint: 'One choice per line. The quote request offers them.',
  hsn: 'HSN code',
  hsnHint: (category: string) => `4, 6 or 8 digits for invoices. Empty: the category's${category ? ` (${category})` : ''}.`,
  gst: 'GST rate (%)',
  gstHint: (category: string) => `Empty: the category's${category ? ` (${category})` : ''}, else the quotation's.`,
} as const;

/** A product's options, as the product page and the form name them. */
export const PRODUCT_OPTION_LABELS = { sizes: 'Sizes', materials: 'Materials', finishes: 'Finishes' } as const;
