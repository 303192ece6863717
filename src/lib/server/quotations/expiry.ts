/**
 * The scheduled run's part of the quotations (housekeeping.ts, every 10 minutes): a quotation past its
 * valid-until date expires, and each customer is reminded once three days before it (the site settings
 * turn either off). It reads only the open index (`quotation-open/{validUntil}/{id}`, written by the
 * 'sent' step's follow-up), oldest dates first; what it does is decided by `dueAction` (quotation-rules.ts) and its
 * mails follow from the step it adds.
 */
import { todayInIndia } from '../../format/dates.ts';
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { STORE_NAMES, WriteLeftUndone, guard, listKeys, openStore } from '../store/index.ts';
import { ACTORS, runAs } from '../follow-ups.ts';
import { quotations } from './quotation-collection.ts';
import { markOpen } from './step-follow-ups.ts';
import { REMIND_DAYS_BEFORE, dueAction, sentTerms } from './quotation-rules.ts';
import { withEvent } from '../orders/events.ts';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Leaves a write undone: the quotation moved on since it was read. */
class Outrun extends WriteLeftUndone {
  constructor() {
    super('answered since it was read');
  }
}

/** Still awaiting the customer's answer (in the open index for a reason). */
const awaiting = (quotation: Quotation) => quotation.status === 'Sent' || quotation.status === 'Changes requested';

/** The run's writes are in the activity list under the scheduled run's name. */
export const expireAndRemind = (options: { expire: boolean; remind: boolean; budgetMs?: number }, now = new Date()) =>
  runAs(ACTORS.scheduledRun, () => expireAndRemindNow(options, now));

async function expireAndRemindNow(options: { expire: boolean; remind: boolean; budgetMs?: number }, now: Date) {
  const today = todayInIndia(now);
  const deadline = Date.now() + (options.budgetMs ?? 10_000);
  const keys = await listKeys(STORE_NAMES.meta, 'quotation-open/');
  const wanted = (action: 'expired' | 'reminded' | null) =>
    action === 'expired' ? options.expire : action === 'reminded' ? options.remind : false;
  let expired = 0;
  let reminded = 0;
  for (const key of keys) {
    // What is left waits for the next run; the oldest dates come first.
    if (Date.now() > deadline) break;
    const [, validUntil, id] = key.split('/');
    const left = daysBetween(today, validUntil);
    if (left > REMIND_DAYS_BEFORE || (left < 0 ? !options.expire : !options.remind)) continue;
    const stored = await quotations.get(id);
    if (!stored || !awaiting(stored)) {
      // Answered or gone: no longer open (a draft being revised goes out again, under its new date).
      if (!stored || stored.status !== 'Draft') await guard(() => openStore(STORE_NAMES.meta).delete(key));
      continue;
    }
    const dated = { ...stored, validUntil: sentTerms(stored).validUntil };
    // Indexed under a date it no longer has (sent again with a new one): under its own date from now on.
    if (dated.validUntil !== validUntil) await markOpen(dated, true, { _id: id, validUntil });
    const action = dueAction(stored, now);
    if (!wanted(action)) continue;
    const at = now.toISOString();
    const written = await quotations
      .update(
        id,
        (current) => {
          // Answered between the read and this write: the customer's answer stands, and nothing is written.
          if (dueAction(current, now) !== action) throw new Outrun();
          return action === 'expired'
            ? withEvent({ ...current, status: 'Expired' }, { kind: 'expired', at, by: '' })
            : withEvent({ ...current, remindedAt: at }, { kind: 'reminded', at, by: '' });
        },
        { action: action === 'expired' ? ACTIVITY.quotationExpired : ACTIVITY.expiryReminderSent },
      )
      .catch((error) => {
        if (error instanceof Outrun) return null;
        throw error;
      });
    if (!written) continue;
    if (action === 'expired') expired += 1;
    else reminded += 1;
  }
  return { expired, reminded };
}
