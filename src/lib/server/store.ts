/**
 * All access to Netlify Blobs goes through the modules of ./store/, gathered here: the stores and their
 * errors (blobs.ts, errors.ts), the request's budget and write gate (budget.ts), single values
 * (values.ts) and collections of records (collection.ts).
 */
export { STORE_NAMES, type StoreName, guard, openStore, useInProcessBlobs } from './store/blobs.ts';
export { outsideStoreBudget, withinStoreBudget } from './store/budget.ts';
export { type Change, type Collection, type Fields, type WriteOptions, collection } from './store/collection.ts';
export {
  CorruptRecordError,
  RecordExistsError,
  StoreUnavailableError,
  VersionConflictError,
  WriteLeftUndone,
} from './store/errors.ts';
export * from './store/values.ts';
export { isId, newId } from './ids.ts';
