/** What the store layer throws, told apart by the API's answers (src/lib/server/http.ts errorResponse). */
import { MESSAGES } from '../../messages/answers.ts';

/** The store could not be reached or failed: the API answers 503 and nothing is half-written. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(MESSAGES.storeUnavailable, { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** A stored record that is not a JSON object: the build refuses to publish from it. */
export class CorruptRecordError extends Error {
  readonly storeName: string;
  readonly key: string;
  constructor(storeName: string, key: string) {
    super(`The record ${storeName}/${key} cannot be read`);
    this.name = 'CorruptRecordError';
    this.storeName = storeName;
    this.key = key;
  }
}

/** A save made over an edit version older than the stored one; carries the record as stored now. */
export class VersionConflictError<T = unknown> extends Error {
  readonly current: T;
  constructor(current: T) {
    super('The record has changed since that version was read');
    this.name = 'VersionConflictError';
    this.current = current;
  }
}

/** A record created under an id that is taken already (a repeated submission: its first try landed). */
export class RecordExistsError extends Error {
  readonly id: string;
  constructor(storeName: string, id: string) {
    super(`The record ${storeName}/${id} exists already`);
    this.name = 'RecordExistsError';
    this.id = id;
  }
}

/**
 * A write its caller left undone on purpose, from inside an update's change (the record moved on since it
 * was read: a reminder the customer's answer outran): passed on as it is, never read as the store failing.
 */
export class WriteLeftUndone extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'WriteLeftUndone';
  }
}
