/**
 * What follows a write, hung off its collection (src/lib/server/collections.ts), so a new write gets its
 * follow-ups by being a write, not by remembering them. They run once the record has landed, beside the
 * collection's change stamp (one round trip), and never fail the write (store/collection.ts):
 * - publish: the public site shows the record, so a change republishes it (site/publish.ts);
 * - notify: a new record is handed to its mails (an inbox's new enquiry: src/lib/server/mail/enquiry-mails.ts),
 *   passed in by the collection so this list stands below the mail it triggers;
 * - activity: a change a signed-in person made is recorded with them (team/activity.ts).
 */
import type { ActivityTargetKind } from '../schemas/team.ts';
import { recordActivity } from './team/activity.ts';
import { contentChanged } from './site/publish.ts';
import { currentMember } from './request-scope.ts';
import type { Change } from './store.ts';

const VERBS = { created: 'added', updated: 'updated', deleted: 'deleted' } as const;

export interface FollowUpPlan<T> {
  publish?: boolean;
  /** Mails a new record (an inbox's enquiry): run once, when the record is created. */
  notify?: (record: T) => Promise<void>;
  /** How the activity list names the record: its kind, a noun ('Product') and its label. */
  activity: { kind: ActivityTargetKind; noun: string; label: (record: T) => string };
}

export function followUps<T extends { _id: string }>(plan: FollowUpPlan<T>): (change: Change<T>) => Promise<void> {
  return async ({ change, record, action }) => {
    const member = currentMember();
    await Promise.all([
      plan.publish && contentChanged(),
      plan.notify && change === 'created' && plan.notify(record),
      member &&
        recordActivity(member, action ?? `${plan.activity.noun} ${VERBS[change]}`, {
          kind: plan.activity.kind,
          id: record._id,
          label: plan.activity.label(record),
        }),
    ]);
  };
}
