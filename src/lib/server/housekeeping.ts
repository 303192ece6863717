/**
 * The housekeeping run (scheduled function `housekeeping`, every 10 minutes): what has run out is removed and
 * what a failing store left half-done is finished. Each task is one entry of TASKS below, named as the run's
 * answer reports it, its function in the module that owns what it sweeps or mends (whose header says what and
 * why), so a new task is one more entry and this header need not change. Each is bounded (DELETES_PER_TASK
 * and the run's deadline) so the whole run ends well inside Netlify's 30 s for a scheduled function; a task
 * that fails is logged and the rest go on.
 */
import { ENQUIRY_KINDS } from '../constants.ts';
import { sweepResetLinks } from './team/accounts.ts';
import { sweepArtwork } from './uploads/artwork.ts';
import { anyInbox, blogs, products, testimonials } from './collections.ts';
import { sweepExports } from './inbox/export-jobs.ts';
import { sweepPackJobs } from './returns/pack-jobs.ts';
import { sweepConfirmationClaims } from './mail/enquiry-mails.ts';
import { contentChanged, readContentVersion } from './site/publish.ts';
import { expireAndRemind } from './quotations/expiry.ts';
import { finishCutOffCreations } from './quotations/quotation-edits.ts';
import { quotations } from './quotations/quotation-collection.ts';
import { finishPendingInvoices } from './invoices/issue.ts';
import { finishPendingNotes } from './notes/issue-note.ts';
import { fillKeptPdfs } from './notes/document-pdf.ts';
import { mendStaleRows } from './quotations/quotation-rows.ts';
import { mendPendingLinks } from './customers/link-all.ts';
import { sweepAccessLog } from './customers/access-log.ts';
import { sweepSentMail } from './mail/sent-mail.ts';
import { removeExpiredAccounts } from './privacy/order-retention.ts';
import { remindBalances } from './payments/reminders.ts';
import { publishDuePosts } from './site/scheduled-posts.ts';
import { siteSettings } from './site/site-settings.ts';
import type { SweepLimits } from './store/sweep.ts';
import { sweepMyOrdersKeys } from './my-orders/sign-in-links.ts';
import { sweepErasureAnswers } from './privacy/erased-answers.ts';
import { anonymiseExpiredEnquiries, sweepDataCopies } from './privacy/retention.ts';
import { sweepSubmissionClaims } from './submissions.ts';
import { sweepThrottleKeys } from './throttle.ts';

/** How old a segment no manifest names must be before it is taken for a cut-off compaction's. */
const ORPHAN_SEGMENT_MS = 15 * 60 * 1000;
const DELETES_PER_TASK = 2_000;

type Task = (now: number, limits: SweepLimits) => Promise<number>;

const TASKS: Record<string, Task> = {
  'idempotency claims': sweepSubmissionClaims,
  'sign-in attempts and named limits’ counts': sweepThrottleKeys,
  'confirmation claims': sweepConfirmationClaims,
  'export files': sweepExports,
  'returns packs': sweepPackJobs,
  'artwork no request claimed': sweepArtwork,
  'reset links': sweepResetLinks,
  'My orders sign-in links and their counts': sweepMyOrdersKeys,
  'orphaned inbox segments': async (now, limits) => {
    let removed = 0;
    for (const kind of ENQUIRY_KINDS) removed += await anyInbox(kind).collectOrphans(now, ORPHAN_SEGMENT_MS, limits);
    return removed;
  },
  'a lost content version': async () => ((await republishIfBehind()) ? 1 : 0),
  'posts whose date came': (now) => publishDuePosts(now),
  'quotation rows a failed write missed': (_now, limits) => mendStaleRows(limits),
  'enquiries whose customer linking failed': (_now, limits) => mendPendingLinks(limits),
  'enquiries past the retention period anonymised': anonymiseExpiredEnquiries,
  'copies of a person’s data a week old': sweepDataCopies,
  'orders past the accounts’ keeping period': removeExpiredAccounts,
  'sent mail past its days': sweepSentMail,
  'customer access log past its months': sweepAccessLog,
  'erasure answers sent, removed from the outbox': sweepErasureAnswers,
  'quotations whose making was cut off': (now) => finishCutOffCreations(now),
  'invoices whose issue or cancel was cut off': (now) => finishPendingInvoices(quotations, now),
  'credit and debit notes whose issue was cut off': (now) => finishPendingNotes(quotations, now),
  'balances reminded': (now, limits) => remindBalances({ now: new Date(now), deadline: limits.deadline }),
  'quotations expired or reminded': async (now) => {
    const { data } = await siteSettings.read();
    const done = await expireAndRemind(data.quotations ?? { expire: true, remind: true }, new Date(now));
    return done.expired + done.reminded;
  },
  'PDFs of documents issued since, drawn and kept': fillKeptPdfs,
};

/** Publishes again when a published collection changed after the newest content version. */
export async function republishIfBehind(): Promise<boolean> {
  const [content, ...stamps] = await Promise.all([readContentVersion(), products.stamp(), blogs.stamp(), testimonials.stamp()]);
  const newest = stamps.reduce<string | null>((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
  if (newest === null || (content !== null && content >= newest)) return false;
  await contentChanged();
  return true;
}

/** Runs every task within `budgetMs`; answers what each did (a failing task is logged and the rest go on). */
export async function housekeeping({ budgetMs = 20_000, now = Date.now() } = {}): Promise<Record<string, number>> {
  const deadline = Date.now() + budgetMs;
  const done: Record<string, number> = {};
  for (const [name, task] of Object.entries(TASKS)) {
    if (Date.now() >= deadline) break;
    try {
      done[name] = await task(now, { deadline, limit: DELETES_PER_TASK });
    } catch (error) {
      console.error(`[housekeeping] ${name} failed`, error);
    }
  }
  return done;
}
