/**
 * The scheduled run's part of the outbox (function `mail-retry`): each pending mark's mails sent when due,
 * and those a request never stored made again from their enquiry.
 */
import { inboxes } from '../collections.ts';
import { idTime } from '../ids.ts';
import { STORE_NAMES, readJSONWithEtag } from '../store/index.ts';
import { deliver } from './delivery.ts';
import { type FindEnquiry, remake } from './enquiry-mails.ts';
import { mailEnvironment } from './mail-environment.ts';
import { CLAIM_MS, type OutboxMail, mailKey, pendingMarks, settled, updatePending } from './outbox.ts';

const findEnquiry: FindEnquiry = (kind, id) => inboxes[kind].get(id);

/** The scheduled run: sends what is due, oldest first, until the time budget is spent. */
export async function retryDue(options: { budgetMs?: number } = {}): Promise<{ tried: number; sent: number }> {
  // Without SMTP nothing can be sent: the mails wait, and the run costs nothing.
  if (!mailEnvironment().smtpUrl) return { tried: 0, sent: 0 };
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  const marks = (await pendingMarks()).sort();
  let tried = 0;
  let sent = 0;
  for (const ids of marks) {
    if (Date.now() >= deadline) break;
    const open = await Promise.all(
      ids.map(async (id) => {
        let found = await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id));
        // A mark is written before its mails: missing long after, they were never stored (the function
        // ended); they are made again from the enquiry, with the same ids, or the mark is dropped.
        if (!found && Date.now() - idTime(id) < CLAIM_MS) return true;
        if (!found && (await remake(ids, findEnquiry)))
          found = await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id));
        if (!found) return false;
        const { state, nextAttemptAt, claimedUntil } = found.value;
        // Not due yet, or its sender is still at it (a new mail is stored claimed by the request that made it).
        const busy = state === 'sending' && Date.parse(claimedUntil ?? '') > Date.now();
        if (settled(found.value) || busy || Date.parse(nextAttemptAt) > Date.now()) return !settled(found.value);
        tried += 1;
        const after = await deliver(id, { found });
        if (after?.state === 'sent') sent += 1;
        return !settled(after);
      }),
    );
    await updatePending(ids, open);
  }
  return { tried, sent };
}
