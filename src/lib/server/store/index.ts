/**
 * All access to Netlify Blobs goes through the modules of this folder, gathered here: the stores and their
 * errors (blobs.ts, errors.ts), the request's budget and write gate (budget.ts), single values
 * (values.ts) and collections of records (collection.ts).
 */
export { STORE_NAMES, type StoreName, guard, openStore, storeIdentity, useInProcessBlobs } from './blobs.ts';
export { outsideStoreBudget, withinStoreBudget } from './budget.ts';
export { type Change, type Collection, type Fields, type WriteOptions, collection } from './collection.ts';
export {
  CorruptRecordError,
  RecordExistsError,
  StoreUnavailableError,
  VersionConflictError,
  WriteLeftUndone,
} from './errors.ts';
export * from './values.ts';
export { isId, newId } from '../ids.ts';
