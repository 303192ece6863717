/**
 * Quotation numbers: 'Q-2026-0001', unique and without gaps in a year even when several staff
 * create one at the same moment. Each number is a key of its own, written only if it is new and naming the
 * quotation that holds it, so two requests can never both take one; the first free number after the year's
 * last known one is taken. A quotation is stored before it asks for its number, so a number once taken
 * always has its quotation (no gap), and asking again for the same quotation answers the number it has.
 */
import { quotationNumber } from '../../quotation.ts';
import { STORE_NAMES, StoreUnavailableError, guard, openStore, readJSON, readJSONWithEtag } from '../store.ts';

const lastKey = (year: number) => `quotation-numbers/${year}/last`;
const numberKey = (year: number, sequence: number) => `quotation-numbers/${year}/n/${String(sequence).padStart(8, '0')}`;
/** The number a quotation was given, so that asking again (a retried request) answers the same one. */
const givenKey = (quotationId: string) => `quotation-numbers/given/${quotationId}`;

/** More tries than staff who could create a quotation at one moment. */
const MAX_TRIES = 100;

interface NumberClaim {
  quotationId: string;
}

/** The year's last number as far as known (a hint: a newer one may exist, never an older one). */
async function lastKnown(year: number): Promise<number> {
  return (await readJSON<{ last: number }>(STORE_NAMES.meta, lastKey(year)))?.last ?? 0;
}

/** Raises the hint to `sequence` unless it is already past it; losing this race only costs later probes. */
async function raiseLast(year: number, sequence: number): Promise<void> {
  const store = openStore(STORE_NAMES.meta);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await readJSONWithEtag<{ last: number }>(STORE_NAMES.meta, lastKey(year));
    if (found && found.value.last >= sequence) return;
    const written = await guard(() =>
      store.setJSON(lastKey(year), { last: sequence }, found ? { onlyIfMatch: found.etag } : { onlyIfNew: true }),
    );
    if (written.modified) return;
  }
}

/** The next number of `year` for the stored quotation `quotationId` ('Q-2026-0007'); the one it has, if it has one. */
export async function allocateQuotationNumber(year: number, quotationId: string): Promise<string> {
  const store = openStore(STORE_NAMES.meta);
  const [given, last] = await Promise.all([
    readJSON<{ number: string }>(STORE_NAMES.meta, givenKey(quotationId)),
    lastKnown(year),
  ]);
  if (given) return given.number;
  let sequence = last + 1;
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const written = await guard(() =>
      store.setJSON(numberKey(year, sequence), { quotationId } satisfies NumberClaim, { onlyIfNew: true }),
    );
    if (written.modified) {
      const number = quotationNumber(year, sequence);
      await Promise.all([
        guard(() => store.setJSON(givenKey(quotationId), { number })),
        raiseLast(year, sequence).catch(() => undefined),
      ]);
      return number;
    }
    const holder = await readJSON<NumberClaim>(STORE_NAMES.meta, numberKey(year, sequence));
    if (holder?.quotationId === quotationId) return quotationNumber(year, sequence);
    // Taken: go on from whichever is further, the next number or the year's last known one.
    sequence = Math.max(sequence + 1, (await lastKnown(year)) + 1);
  }
  throw new StoreUnavailableError(`no free quotation number found for ${year} after ${MAX_TRIES} tries`);
}

/** Which quotation holds a number, if any (to repair a quotation whose own record missed its number). */
export async function holderOfNumber(year: number, sequence: number): Promise<string | null> {
  return (await readJSON<NumberClaim>(STORE_NAMES.meta, numberKey(year, sequence)))?.quotationId ?? null;
}
