/**
 * The retention period (Settings → Privacy, 36 months by default): the scheduled housekeeping run anonymises an
 * enquiry that never became an order once it is older than that, and any quotation made from it that was never
 * accepted (anonymise.ts says what stays). A run does at most a batch and stops at its deadline, so it stays within
 * a scheduled function's time on Netlify; the next run goes on where it stopped. What it did is in the activity list.
 * Where each inbox stands is kept in the `meta` store under `privacy/retention/{kind}`:
 *   done     every enquiry up to this instant is settled (anonymised or kept as an order's)
 *   pass     a pass under way: up to `until` (the cut-off when it began), settled down to `upper` (newest first)
 */
import { ENQUIRY_KINDS, type EnquiryKind } from '../../constants.ts';
import { PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import { DATA_COPY_KEEP_DAYS } from '../../privacy/keeping.ts';
import { DEFAULT_PRIVACY_SETTINGS } from '../../schemas/privacy.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { anyInbox } from '../collections.ts';
import { ACTORS, recordAction } from '../follow-ups.ts';
import { idTime } from '../ids.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { siteSettings } from '../site/site-settings.ts';
import { STORE_NAMES, deleteKey, readJSON, writeJSON } from '../store/index.ts';
import type { SweepLimits } from '../store/sweep.ts';
import { sweepKeys } from '../store/sweep.ts';
import { anonymisedEnquiry, anonymisedQuotation, isAnonymised, isOrder, pdfKeysOf } from './anonymise.ts';
import { COPY_PREFIX } from './answer-request.ts';

/** Enquiries anonymised in one run at most (each an update and its log entries: a few store requests). */
export const RETENTION_BATCH = 200;
/** The copies of someone's data mailed with an answer are kept the days the notice names (a week). */
const COPY_KEEP_MS = DATA_COPY_KEEP_DAYS * 24 * 60 * 60 * 1000;

interface Cursor {
  done: string;
  pass?: { until: string; upper: string };
}

const cursorKey = (kind: EnquiryKind) => `privacy/retention/${kind}`;

/** `months` calendar months before `now`. */
export function retentionCutoff(now: number, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The enquiries an order keeps (their quotation was accepted, or staff marked them Won), and the others' quotations. */
function quotationsByEnquiry(all: Quotation[]) {
  const ordered = new Set<string>();
  const open = new Map<string, Quotation[]>();
  for (const quotation of all) {
    if (isOrder(quotation)) ordered.add(quotation.enquiryId);
    else open.set(quotation.enquiryId, [...(open.get(quotation.enquiryId) ?? []), quotation]);
  }
  return { ordered, open };
}

async function anonymiseInbox(
  kind: EnquiryKind,
  cutoff: string,
  orders: ReturnType<typeof quotationsByEnquiry>,
  budget: { left: number; deadline: number },
): Promise<number> {
  const cursor = (await readJSON<Cursor>(STORE_NAMES.meta, cursorKey(kind))) ?? { done: new Date(0).toISOString() };
  if (!cursor.pass && cursor.done >= cutoff) return 0;
  const pass = cursor.pass ?? { until: cutoff, upper: cutoff };
  const at = new Date().toISOString();
  let count = 0;
  for await (const record of anyInbox(kind).stream({ from: cursor.done, to: pass.upper })) {
    if (budget.left <= 0 || Date.now() >= budget.deadline) {
      await writeJSON(STORE_NAMES.meta, cursorKey(kind), { done: cursor.done, pass: { ...pass, upper: record.dateAdded } });
      return count;
    }
    if (isAnonymised(record) || orders.ordered.has(record._id) || record.status === 'Won') continue;
    await anyInbox(kind).update(record._id, (current) => anonymisedEnquiry(current, at));
    for (const quotation of orders.open.get(record._id) ?? []) {
      await quotations.update(quotation._id, (current) => anonymisedQuotation(current, at));
      await Promise.all(pdfKeysOf(quotation).map((key) => deleteKey(STORE_NAMES.artwork, key)));
    }
    count += 1;
    budget.left -= 1;
  }
  await writeJSON(STORE_NAMES.meta, cursorKey(kind), { done: pass.until });
  return count;
}

/** The housekeeping run's retention step: answers how many enquiries it anonymised. */
export async function anonymiseExpiredEnquiries(now: number, limits: SweepLimits): Promise<number> {
  const { data } = await siteSettings.read();
  const months = data.privacy?.retentionMonths ?? DEFAULT_PRIVACY_SETTINGS.retentionMonths;
  const cutoff = retentionCutoff(now, months).toISOString();
  const orders = quotationsByEnquiry(await quotations.all());
  const budget = { left: Math.min(RETENTION_BATCH, limits.limit), deadline: limits.deadline };
  let count = 0;
  for (const kind of ENQUIRY_KINDS) count += await anonymiseInbox(kind, cutoff, orders, budget);
  if (count > 0)
    await recordAction(
      TEXT.retentionAction(count),
      { kind: 'privacy', id: 'retention', label: TEXT.retentionLabel(months) },
      ACTORS.scheduledRun,
    );
  return count;
}

/** The copies of someone's data an answer mailed, a week after they were made. */
export const sweepDataCopies = (now: number, limits: SweepLimits) =>
  sweepKeys(
    STORE_NAMES.exports,
    COPY_PREFIX,
    (key) => now - idTime(key.slice(COPY_PREFIX.length).split('/')[0]) > COPY_KEEP_MS,
    limits,
  );
