// Over 300 lines, not split: the CSV's columns are read and written in one place, the export beside the import.
/**
 * The catalogue as a CSV file (docs/product.md 2.16): exported whole, and imported after a preview.
 *
 * - Export: one row per product, UTF-8 with a byte-order mark (Excel keeps ₹ and Hindi), CRLF lines,
 *   formula-looking cells escaped with a leading `'` (csv-stringify's escape_formulas). A list (images,
 *   alt texts, sizes, materials, finishes) is one cell with an item per line; price tiers one cell with a
 *   `quantity: price` per line.
 * - Import: each row is checked with the product form's schema and against the catalogue as read once:
 *   created, updated (matched by Id, else by name) or left unchanged, or refused with why. Nothing is
 *   written while any row is refused; otherwise the rows are written all or none (product-import.ts): a
 *   failure part-way (a 503, a product saved since the preview) puts back every row begun before it is
 *   answered, and the site is published once.
 */
import { Readable } from 'node:stream';
import { type CsvError, parse } from 'csv-parse/sync';
import * as v from 'valibot';
import type { ImportAnswer } from '../../api/content.ts';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../constants.ts';
import { type Category } from '../../categories.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { PRODUCT_IMPORT_MESSAGES } from '../../messages/products.ts';
import { imagesOf, optionsOf, tiersOf, withDefaults } from '../../product.ts';
import { type Product, productSchema } from '../../schemas/content.ts';
import { toProductSlug } from '../../slugs.ts';
import { categories } from './stored-categories.ts';
import { products } from '../collections.ts';
import { csvStream } from '../files/csv.ts';
import { FILE_TYPES, fileResponse } from '../files/download.ts';
import { HttpError, readBytes } from '../http.ts';
import { writeImport } from './product-import.ts';
import { type Fields } from '../store/index.ts';

/** The file's columns, in order. Id, Date added and the optional ones may be left out of an import. */
export const PRODUCT_CSV_COLUMNS = [
  'Id',
  'Name',
  'Category',
  'Status',
  'Popular',
  'Price',
  'Price tiers',
  'Short description',
  'Long description',
  'Images',
  'Image alt texts',
  'Sizes',
  'Materials',
  'Finishes',
  'HSN code',
  'GST %',
  'Date added',
] as const;
type Column = (typeof PRODUCT_CSV_COLUMNS)[number];
const REQUIRED_COLUMNS: Column[] = ['Name', 'Category', 'Status', 'Price', 'Short description', 'Long description'];

const lines = (items: readonly (string | number)[]) => items.join('\n');

function toCells(product: Product): string[] {
  const images = imagesOf({ ...product, name: '' });
  const options = optionsOf(product);
  return [
    product._id,
    product.name,
    product.category,
    product.status,
    product.popular ? 'Yes' : 'No',
    String(product.price),
    lines(tiersOf(product).map((tier) => `${tier.quantity}: ${tier.price}`)),
    product.shortDescription,
    product.longDescription,
    lines(images.map((image) => image.url)),
    lines(images.map((image) => image.alt)),
    lines(options.sizes),
    lines(options.materials),
    lines(options.finishes),
    product.hsn ?? '',
    product.gstPercent === undefined ? '' : String(product.gstPercent),
    product.dateAdded,
  ];
}

export const productsFileName = () => `products-${new Date().toISOString().slice(0, 10)}.csv`;

/** GET /api/products/export: every product, oldest first, streamed as it is written. */
export async function exportProducts(): Promise<Response> {
  const all = await products.all();
  const csv = csvStream(PRODUCT_CSV_COLUMNS);
  void (async () => {
    for (const product of all) {
      if (!csv.write(toCells(product))) await new Promise((resolve) => csv.once('drain', resolve));
    }
    csv.end();
  })();
  return fileResponse({
    body: Readable.toWeb(csv) as ReadableStream<Uint8Array>,
    type: FILE_TYPES.csv,
    name: productsFileName(),
  });
}

/** One row of the preview: what importing it does, and why a refused one is refused. */
type ImportRow = ImportAnswer['rows'][number];

interface PlannedRow extends ImportRow {
  fields?: Fields<Product>;
  current?: Product;
}

/** The body of an import: text/csv (or plain text), at most MAX_IMPORT_BYTES, as UTF-8. */
export async function readCsv(request: Request): Promise<string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'text/csv' && type !== 'text/plain' && type !== 'application/csv') {
    throw new HttpError(415, PRODUCT_IMPORT_MESSAGES.notCsv);
  }
  return new TextDecoder('utf-8').decode(await readBytes(request, MAX_IMPORT_BYTES));
}

/** The file's records with their header, or a 400 saying where the file cannot be read. */
function readRecords(text: string): { header: string[]; records: string[][] } {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, relax_column_count: false, skip_empty_lines: true, max_record_size: 64 * 1024 });
  } catch (error) {
    const line = (error as CsvError).lines;
    throw new HttpError(400, PRODUCT_IMPORT_MESSAGES.unreadable(typeof line === 'number' ? line : undefined));
  }
  const [header = [], ...records] = rows;
  const names = header.map((cell) => cell.trim());
  const unknown = names.find((name) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined) throw new HttpError(400, PRODUCT_IMPORT_MESSAGES.unknownColumn(unknown));
  const missing = REQUIRED_COLUMNS.find((name) => !names.includes(name));
  if (missing) throw new HttpError(400, PRODUCT_IMPORT_MESSAGES.missingColumn(missing));
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new HttpError(400, PRODUCT_IMPORT_MESSAGES.columnTwice(twice));
  if (records.length === 0) throw new HttpError(400, PRODUCT_IMPORT_MESSAGES.noRows);
  if (records.length > MAX_IMPORT_ROWS) throw new HttpError(400, PRODUCT_IMPORT_MESSAGES.tooManyRows);
  return { header: names, records };
}

/** A cell as typed, without the `'` the export puts before a formula-looking value. */
const unescaped = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
const listOf = (cell: string) =>
  cell
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter(Boolean);
/** A number as people type it in a sheet (₹1,300.50); anything else is left for the schema to refuse. */
const numberOf = (cell: string): unknown => {
  const plain = cell.replace(/[₹,\s]/g, '');
  if (plain === '') return undefined;
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell;
};
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** The product form's input from a row; problems the form cannot see (a list's shape) as messages. */
function inputOf(cells: Partial<Record<Column, string>>, current: Product | undefined, errors: string[]) {
  const cell = (column: Column): string | undefined => (column in cells ? cells[column]!.trim() : undefined);
  const tiers = cell('Price tiers');
  const priceTiers =
    tiers === undefined
      ? current && tiersOf(current)
      : listOf(tiers).map((line) => {
          const match = /^([^:]+):(.+)$/.exec(line);
          if (!match) errors.push(PRODUCT_IMPORT_MESSAGES.badTier(line));
          return { quantity: numberOf(match?.[1] ?? ''), price: numberOf(match?.[2] ?? '') };
        });
  const popular = cell('Popular');
  if (popular !== undefined && !YES.has(popular.toLowerCase()) && !NO.has(popular.toLowerCase())) {
    errors.push(PRODUCT_IMPORT_MESSAGES.badPopular);
  }
  const images = cell('Images');
  const alts = cell('Image alt texts');
  const currentImages = current ? imagesOf({ ...current, name: '' }) : [];
  const optionCell = (column: Column, kept: string[] | undefined) => {
    const value = cell(column);
    return value === undefined ? (kept ?? []) : listOf(value);
  };
  const currentOptions = current && optionsOf(current);
  const hsn = cell('HSN code');
  const gst = cell('GST %');
  return {
    name: cell('Name'),
    category: cell('Category'),
    status: cell('Status'),
    price: numberOf(cell('Price') ?? ''),
    shortDescription: cell('Short description'),
    longDescription: cell('Long description'),
    popular: popular === undefined ? (current?.popular ?? false) : YES.has(popular.toLowerCase()),
    priceTiers: priceTiers ?? [],
    images: images === undefined ? currentImages.map((image) => image.url) : listOf(images),
    // Alt texts go with the images, one per line; new images without theirs are described by the name.
    imageAlts:
      alts !== undefined
        ? alts.split(/\r?\n/).map((alt) => alt.trim())
        : images === undefined
          ? currentImages.map((image) => image.alt)
          : [],
    options: {
      sizes: optionCell('Sizes', currentOptions?.sizes),
      materials: optionCell('Materials', currentOptions?.materials),
      finishes: optionCell('Finishes', currentOptions?.finishes),
    },
    // Empty: none of its own (its category's then); a file without the column keeps what is stored.
    hsn: hsn === undefined ? current?.hsn : hsn,
    gstPercent: gst === undefined ? current?.gstPercent : numberOf(gst.replace(/%$/, '')),
  };
}

/** A category as typed: its id or its name, in any case. */
function categoryId(typed: string, stored: Category[]): string | undefined {
  const wanted = typed.trim().toLowerCase();
  return stored.find((category) => category.id.toLowerCase() === wanted || category.label.toLowerCase() === wanted)?.id;
}

const COMPARED: (keyof Fields<Product>)[] = [
  'name',
  'category',
  'status',
  'price',
  'shortDescription',
  'longDescription',
  'popular',
  'priceTiers',
  'images',
  'imageAlts',
  'options',
  'hsn',
  'gstPercent',
];
/** A field's value for comparing: an empty text is the same as none (an HSN code left out). */
const plain = (value: unknown) => JSON.stringify(value === '' || value === undefined ? null : value);
/** Whether a row would store what is stored (old records read with their defaults). */
const same = (fields: Fields<Product>, current: Product) => {
  const stored = withDefaults(current);
  return COMPARED.every((key) => plain(fields[key]) === plain(stored[key]));
};

/** Alt texts as the form stores them: one per image, '' for none. */
const aligned = (fields: Fields<Product>): Fields<Product> => ({
  ...fields,
  imageAlts: fields.images.map((_, index) => fields.imageAlts?.[index] ?? ''),
});

/** What importing `text` would do, row by row, against the catalogue as it is now. */
async function plan(text: string): Promise<PlannedRow[]> {
  const { header, records } = readRecords(text);
  const [stored, { data: storedCategories }] = await Promise.all([products.all(), categories.read()]);
  const byId = new Map(stored.map((product) => [product._id, product]));
  const bySlug = new Map(stored.map((product) => [toProductSlug(product.name ?? ''), product]));
  /** The rows already planned, by the address their name takes, to catch two rows with one name. */
  const claimed = new Map<string, number>();
  const updated = new Set<string>();

  return records.map((record, index): PlannedRow => {
    const row = index + 2;
    const cells = Object.fromEntries(header.map((column, at) => [column, unescaped(record[at] ?? '')])) as Partial<
      Record<Column, string>
    >;
    const errors: string[] = [];
    const id = cells.Id?.trim();
    const typedName = cells.Name?.trim() ?? '';
    const current = id ? byId.get(id) : bySlug.get(toProductSlug(typedName));
    if (id && !current) errors.push(PRODUCT_IMPORT_MESSAGES.unknownId(id));
    const input = inputOf(cells, current, errors);
    const category = categoryId(input.category ?? '', storedCategories);
    if (input.category && !category) errors.push(`Category: ${MESSAGES.invalidCategory}`);
    const parsed = v.safeParse(productSchema, { ...input, category: category ?? input.category });
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const path = v.getDotPath(issue);
        const message = path ? `${columnOf(path)}: ${issue.message}` : issue.message;
        if (!errors.includes(message)) errors.push(message);
      }
    }
    if (current && updated.has(current._id)) errors.push(PRODUCT_IMPORT_MESSAGES.productTwice);
    const slug = toProductSlug(typedName);
    const holder = bySlug.get(slug);
    if (holder && holder._id !== current?._id) errors.push(`Name: ${MESSAGES.productNameTaken}`);
    if (claimed.has(slug)) errors.push(PRODUCT_IMPORT_MESSAGES.nameTwice(claimed.get(slug)!));
    claimed.set(slug, row);
    if (errors.length > 0 || !parsed.success) return { row, action: 'refused', name: typedName, errors };
    if (current) updated.add(current._id);
    // What the file has no column for (the original's description) stays as stored.
    const fields = aligned({
      ...(parsed.output as Fields<Product>),
      category: category!,
      description: current?.description ?? (parsed.output as Fields<Product>).description,
    });
    const action = !current ? 'create' : same(fields, current) ? 'unchanged' : 'update';
    return { row, action, name: fields.name, id: current?._id, fields, current };
  });
}

const COLUMN_OF_FIELD: Record<string, Column> = {
  name: 'Name',
  category: 'Category',
  status: 'Status',
  price: 'Price',
  shortDescription: 'Short description',
  longDescription: 'Long description',
  popular: 'Popular',
  priceTiers: 'Price tiers',
  images: 'Images',
  imageAlts: 'Image alt texts',
  'options.sizes': 'Sizes',
  'options.materials': 'Materials',
  'options.finishes': 'Finishes',
  hsn: 'HSN code',
  gstPercent: 'GST %',
};
/** The column a schema issue's path (`priceTiers.0.price`, `options.sizes`) comes from. */
const columnOf = (path: string) =>
  COLUMN_OF_FIELD[path.split('.').slice(0, 2).join('.')] ?? COLUMN_OF_FIELD[path.split('.')[0]] ?? path;

const summary = (rows: PlannedRow[]): ImportAnswer => {
  const counts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.action] += 1;
  return {
    rows: rows.map(({ fields: _fields, current: _current, ...row }) => row),
    counts,
  };
};

/**
 * POST /api/products/import: the preview (dryRun), or the import. An import with a refused row answers
 * 400 with the plan and writes nothing.
 */
export async function importProducts(text: string, dryRun: boolean): Promise<{ status: number; body: unknown }> {
  const rows = await plan(text);
  const result = summary(rows);
  if (dryRun) return { status: 200, body: result };
  if (result.counts.refused > 0) {
    return { status: 400, body: { message: PRODUCT_IMPORT_MESSAGES.refused(result.counts.refused), ...result } };
  }
  const changes = rows.filter((row) => row.action === 'create' || row.action === 'update');
  await writeImport(changes.map(({ fields, current }) => ({ fields: fields!, current })));
  return { status: 200, body: { message: PRODUCT_IMPORT_MESSAGES.imported(result.counts), ...result } };
}
