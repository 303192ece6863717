/**
 * The scheduled run's reminders of a balance due (housekeeping.ts): an order in production with a balance is
 * reminded once that it is due before dispatch, and once more when its tax invoice's due date has passed with
 * a balance; Settings turn either off. It reads the quotations' rows (one listing request warm) and only the
 * orders a row says can need a reminder; the rule (payment-rules.ts `reminderDue`) is checked again on the record in the
 * conditional write that marks the reminder sent, and the mail follows from that step ('payment-reminded').
 */
import type { QuotationRow } from '../../api/quotations.ts';
import { todayInIndia } from '../../format/dates.ts';
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { ACTORS, runAs } from '../follow-ups.ts';
import { HttpError } from '../http.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { allRows } from '../quotations/quotation-rows.ts';
import { withEvent } from '../orders/events.ts';
import { type ReminderSwitches, reminderDue } from './payment-rules.ts';
import { moneyOf, paymentTerms } from '../orders/terms.ts';

/**
 * Leaves a write undone: the order needs no reminder now (paid, dispatched or reminded since its row was
 * written). An HttpError, so the store's guard passes it through as it is.
 */
class NothingDue extends HttpError {
  constructor() {
    super(200, '');
  }
}

/** Whether an order's row says it may need a reminder (a row written before rows carried money reads as unpaid). */
export function mayNeedReminder(row: QuotationRow, switches: ReminderSwitches, today: string): boolean {
  if (row.status !== 'Accepted' || (row.outstanding ?? row.total) <= 0) return false;
  const sent = row.paymentReminders ?? {};
  const beforeDispatch = switches.remindBeforeDispatch && row.stage === 'In production' && !sent.beforeDispatch;
  const afterDue = switches.remindAfterDue && !!row.dueDate && row.dueDate < today && !sent.afterDue;
  return beforeDispatch || afterDue;
}

/**
 * Reminds each order that needs it, until `deadline`; answers how many were reminded. Each reminder is in the
 * activity list under the scheduled run's name.
 */
export const remindBalances = (options: { now?: Date; deadline?: number } = {}): Promise<number> =>
  runAs(ACTORS.scheduledRun, () => remindBalancesNow(options));

async function remindBalancesNow({ now = new Date(), deadline = Date.now() + 10_000 }: { now?: Date; deadline?: number }) {
  const terms = await paymentTerms();
  const switches = terms.payments;
  if (!switches.remindBeforeDispatch && !switches.remindAfterDue) return 0;
  const today = todayInIndia(now);
  const due = (await allRows()).filter((row) => mayNeedReminder(row, switches, today));
  let reminded = 0;
  for (const row of due) {
    // What is left waits for the next run.
    if (Date.now() >= deadline) break;
    const at = now.toISOString();
    const written = await quotations
      .update(
        row._id,
        (current) => {
          const step = reminderDue(current, moneyOf(current, terms, now), switches);
          if (!step) throw new NothingDue();
          return withEvent(
            { ...current, paymentReminders: { ...current.paymentReminders, [step]: at } },
            { kind: 'payment-reminded', at, by: '' },
          );
        },
        { action: ACTIVITY.balanceReminderSent },
      )
      .catch((error) => {
        if (error instanceof NothingDue) return null;
        throw error;
      });
    if (written) reminded += 1;
  }
  return reminded;
}
