/**
 * Writing a products CSV import that src/lib/server/products/product-csv.ts has planned: all or nothing. The rows
 * are written a few at a time; at the first failure (the store failing, a product saved by someone since
 * the preview) no further row starts, the rows under way settle, and every row begun is put back as it
 * was: a created product removed and its name given back, an updated one restored with its earlier name
 * and former names. The error is answered only then, so nothing of the import is written after it, and
 * the same file can simply be imported again. The site is published once, at the end, whatever the
 * outcome, if anything was written.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type { Product } from '../../schemas/content.ts';
import { products } from '../collections.ts';
import { orConflict } from '../http.ts';
import { mapLimited } from '../store/concurrency.ts';
import { formerNamesOf, givingNameBack, isRename, releaseName, reserveName } from './product-names.ts';
import { contentChanged, publishingOnce } from '../site/publish.ts';
import { type Fields, newId, withinStoreBudget } from '../store/index.ts';

/** One row to write: its fields, and the product as the preview read it (none for a new product). */
export interface ImportWrite {
  fields: Fields<Product>;
  current?: Product;
}

/** A row begun, recorded before its first write: enough to put it back whether or not its writes landed. */
type Begun = { created: string; name: string } | { before: Product; fields: Fields<Product> };

const IMPORTED = ACTIVITY.productImported;
const PUT_BACK = ACTIVITY.productImportUndone;

/** Writes one row: the name claimed first (a concurrent save may have taken it since the preview). */
async function apply({ fields, current }: ImportWrite, begun: Begun[]): Promise<void> {
  if (!current) {
    const id = newId();
    begun.push({ created: id, name: fields.name });
    await reserveName(fields.name, id, []);
    await products.create(fields, { id, action: IMPORTED }).catch(givingNameBack(fields.name, id));
    return;
  }
  begun.push({ before: current, fields });
  const renamed = isRename(current.name, fields.name);
  if (renamed) await reserveName(fields.name, current._id, []);
  // A product saved by someone since the preview is not overwritten: 409, and the file can be imported again.
  await orConflict(
    'product',
    products.update(current._id, (latest) => ({ ...fields, formerNames: formerNamesOf(latest, fields.name) }), {
      ifVersion: current.version,
      action: IMPORTED,
    }),
  ).catch(renamed ? givingNameBack(fields.name, current._id) : undefined);
  if (renamed) await releaseName(current.name, current._id);
}

/** Whether `stored` is the import's own write of `fields` (not a save someone made since). */
const wroteBy = (stored: Product, before: Product, fields: Fields<Product>) =>
  stored.version === before.version + 1 &&
  (Object.keys(fields) as (keyof Fields<Product>)[]).every(
    (key) => JSON.stringify(stored[key] ?? null) === JSON.stringify(fields[key] ?? null),
  );

/** Undoes one row begun; a row whose write never landed leaves nothing to undo. */
async function putBack(step: Begun): Promise<void> {
  if ('created' in step) {
    await products.remove(step.created, { action: PUT_BACK });
    await releaseName(step.name, step.created);
    return;
  }
  const { before, fields } = step;
  const renamed = isRename(before.name, fields.name);
  let now = await products.get(before._id);
  if (now && wroteBy(now, before, fields)) {
    if (renamed) await reserveName(before.name, before._id, []);
    const { _id, dateAdded: _dateAdded, version: _version, ...earlier } = before;
    now = await products.update(before._id, () => earlier, { ifVersion: now.version, action: PUT_BACK });
  }
  // The new name's claim goes back unless the product holds that name (a save made since may have).
  if (renamed && (!now || isRename(now.name, fields.name))) await releaseName(fields.name, before._id);
}

/** Puts back every row begun, each on its own: one that cannot be is logged, and the rest still are. */
async function putAllBack(begun: Begun[]): Promise<void> {
  const left: unknown[] = [];
  await mapLimited(begun, (step) => putBack(step).catch((error: unknown) => void left.push(error)));
  if (left.length > 0) {
    console.error(`[import] ${left.length} of ${begun.length} rows begun could not be put back`, left[0]);
  }
}

/**
 * Runs `work` under a store budget of its own (store/budget.ts), and waits for all of it even once that
 * budget is spent: a failure late in a long import leaves the put-back a budget, and the put-back starts
 * only when no write of the import is still under way.
 */
async function settledWithin<T>(work: () => Promise<T>): Promise<T> {
  let running: Promise<T> | undefined;
  try {
    return await withinStoreBudget(() => (running = work()));
  } catch (error) {
    await running?.catch(() => undefined);
    throw error;
  }
}

/** Writes every row, or none: see above. Fails as the first row that failed did. */
export async function writeImport(writes: ImportWrite[]): Promise<void> {
  const begun: Begun[] = [];
  try {
    await publishingOnce(() => settledWithin(() => mapLimited(writes, (write) => apply(write, begun))));
  } catch (error) {
    await settledWithin(() =>
      publishingOnce(async () => {
        await putAllBack(begun);
        // What the rows begun wrote, and what putting them back wrote, is published once.
        if (begun.length > 0) await contentChanged();
      }),
    ).catch((failure: unknown) => console.error('[import] putting the rows back failed', failure));
    throw error;
  }
}
