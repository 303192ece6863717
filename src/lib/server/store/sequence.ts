/**
 * Numbers without gaps, unique even when many are taken at the same moment: quotation numbers, and each
 * invoice series of each financial year. Each number is a key of its own, written only if it is new and
 * naming the record that holds it, so two requests can never both take one; the first free number after the
 * series' last known one is taken. A record is stored before it asks for its number, so a number once taken
 * always has its record (no gap), and a record that asks again (a retried request, the repair of a cut-off
 * one) is answered the number it already holds.
 *
 * Before it tries a number, the holder writes down which (`given` says `from`), so a holder cut off anywhere
 * finds its own claim again rather than taking a second number: while others took numbers after the one it
 * claimed, the series' last known number moved past it, and looking from there would leave its claim a gap.
 * The one number it may hold is the one it noted; if another holds that, it holds none and looks on. Once it
 * has its number, `given` says `number`, before the series' last known number is raised past it.
 *
 * Store requests of a first take: two reads (`given`, last), the `from` write, the number's write, the
 * `number` write, and raising the last known (a read and a write): 7. Each number another got first adds a
 * read of its holder and of the last known, and the `from` write of the next one tried.
 */
import { StoreUnavailableError } from './errors.ts';
import { STORE_NAMES, guard, openStore } from './blobs.ts';
import { readJSON, readJSONWithEtag } from './values.ts';

export interface Series {
  /** Where the series' keys live in the meta store: `{keys}/last` and `{keys}/n/00000001`. */
  keys: string;
  /** Where each holder's number is remembered: `{given}/{holderId}`. */
  given: string;
  /** The number as written from its place in the series ('Q-2026-0007', 'INV/2026-27/0007'). */
  format: (sequence: number) => string;
}

/** More tries than people who could take a number of one series at one moment. */
const MAX_TRIES = 100;

/** A number's key names its holder; claims written before the mechanism was shared name it `quotationId`. */
interface NumberClaim {
  holder?: string;
  quotationId?: string;
}

const lastKey = (series: Series) => `${series.keys}/last`;
const numberKey = (series: Series, sequence: number) => `${series.keys}/n/${String(sequence).padStart(8, '0')}`;
const givenKey = (series: Series, holderId: string) => `${series.given}/${holderId}`;
const holderIn = (claim: NumberClaim | null) => claim?.holder ?? claim?.quotationId ?? null;

/** The series' last number as far as known (a hint: a newer one may exist, never an older one). */
async function lastKnown(series: Series): Promise<number> {
  return (await readJSON<{ last: number }>(STORE_NAMES.meta, lastKey(series)))?.last ?? 0;
}

/** Raises the hint to `sequence` unless it is already past it; losing this race only costs later probes. */
async function raiseLast(series: Series, sequence: number): Promise<void> {
  const store = openStore(STORE_NAMES.meta);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await readJSONWithEtag<{ last: number }>(STORE_NAMES.meta, lastKey(series));
    if (found && found.value.last >= sequence) return;
    const written = await guard(() =>
      store.setJSON(lastKey(series), { last: sequence }, found ? { onlyIfMatch: found.etag } : { onlyIfNew: true }),
    );
    if (written.modified) return;
  }
}

/** Where a holder is in taking its number: looking from `from` on, or holding `number`. */
type Given = { number: string; from?: undefined } | { from: number; number?: undefined };

/** The next number of the series for the stored record `holderId`; the one it holds, if it holds one. */
export async function takeNumber(series: Series, holderId: string): Promise<string> {
  const store = openStore(STORE_NAMES.meta);
  const [given, last] = await Promise.all([readJSON<Given>(STORE_NAMES.meta, givenKey(series, holderId)), lastKnown(series)]);
  if (given?.number) return given.number;
  // Cut off before: the number it noted is the only one it may hold. First time: the next after the last known.
  let sequence = given?.from ?? last + 1;
  let noted = given?.from;
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    if (noted !== sequence) {
      const note = sequence;
      await guard(() => store.setJSON(givenKey(series, holderId), { from: note } satisfies Given));
      noted = note;
    }
    const trying = sequence;
    const written = await guard(() =>
      store.setJSON(numberKey(series, trying), { holder: holderId } satisfies NumberClaim, { onlyIfNew: true }),
    );
    const holder = written.modified
      ? holderId
      : holderIn(await readJSON<NumberClaim>(STORE_NAMES.meta, numberKey(series, trying)));
    if (holder === holderId) {
      const number = series.format(trying);
      await guard(() => store.setJSON(givenKey(series, holderId), { number } satisfies Given));
      await raiseLast(series, trying).catch(() => undefined);
      return number;
    }
    // Taken: go on from whichever is further, the next number or the series' last known one.
    sequence = Math.max(sequence + 1, (await lastKnown(series)) + 1);
  }
  throw new StoreUnavailableError(`no free number found in ${series.keys} after ${MAX_TRIES} tries`);
}

/** Which record holds a number of the series, if any (to repair a record whose own copy missed its number). */
export async function holderOf(series: Series, sequence: number): Promise<string | null> {
  return holderIn(await readJSON<NumberClaim>(STORE_NAMES.meta, numberKey(series, sequence)));
}
