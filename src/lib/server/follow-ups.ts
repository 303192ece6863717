/**
 * What follows a write, hung off its collection (src/lib/server/collections.ts), so a new write gets its
 * follow-ups by being a write, not by remembering them. They run once the record has landed, beside the
 * collection's change stamp (one round trip), and never fail the write (store/collection.ts):
 * - publish: the public site shows the record, so a change republishes it (site/publish.ts);
 * - notify: a new record is handed to its mails (an inbox's new enquiry: src/lib/server/mail/enquiry-mails.ts),
 *   passed in by the collection so this list stands below the mail it triggers;
 * - activity: a change is recorded with who made it (team/activity.ts): the signed-in person, or the named
 *   actor the work runs as (the scheduled run, customer linking: `runAs`). A write no one made (a visitor's
 *   enquiry, a seed) is not in the list.
 * The activity list is written here and nowhere else: what is not one record's write (a copy of someone's data
 * downloaded, a run's summary of its many writes) goes through `recordAction`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ACTIVITY_ACTORS, plainAction } from '../messages/activity.ts';
import type { ActivityTargetKind } from '../schemas/team.ts';
import { type Actor, recordActivity } from './team/activity.ts';
import { contentChanged } from './site/publish.ts';
import { currentMember } from './request-scope.ts';
import type { Change } from './store/index.ts';

export type { Actor } from './team/activity.ts';

/** The actors that are not people, each with an id of its own for the Activity screen's filter. */
export const ACTORS = {
  scheduledRun: { id: 'scheduled-run', name: ACTIVITY_ACTORS.scheduledRun },
  customerLinking: { id: 'linking', name: ACTIVITY_ACTORS.customerLinking },
} as const satisfies Record<string, Actor>;

const actingAs = new AsyncLocalStorage<Actor>();

/** Runs `work` as a named actor: the writes it makes without a signed-in person are recorded under that name. */
export const runAs = <T>(actor: Actor, work: () => Promise<T>): Promise<T> => actingAs.run(actor, work);

/** Who the activity list names for a write made now: the signed-in person, else the actor the work runs as. */
export const currentActor = (): Actor | undefined => currentMember() ?? actingAs.getStore();

export interface ActivityPlan<T> {
  kind: ActivityTargetKind;
  /** How the entry names the record. */
  label: (record: T) => string;
  /** Entries of their own a write makes beside its own (production gone ahead of the advance, with its reason). */
  also?: (change: Change<T>) => string[];
  /** Only writes that pass are recorded (a privacy request: only its answer); every write when absent. */
  when?: (change: Change<T>) => boolean;
}

export interface FollowUpPlan<T> {
  publish?: boolean;
  /** Mails a new record (an inbox's enquiry): run once, when the record is created. */
  notify?: (record: T) => Promise<void>;
  activity: ActivityPlan<T>;
}

export function followUps<T extends { _id: string }>(plan: FollowUpPlan<T>): (change: Change<T>) => Promise<void> {
  return async (change) => {
    const actor = currentActor();
    const recorded = actor && (plan.activity.when?.(change) ?? true);
    const target = { kind: plan.activity.kind, id: change.record._id, label: plan.activity.label(change.record) };
    const actions = recorded
      ? [change.action ?? plainAction(plan.activity.kind, change.change), ...(plan.activity.also?.(change) ?? [])]
      : [];
    await Promise.all([
      plan.publish && contentChanged(),
      plan.notify && change.change === 'created' && plan.notify(change.record),
      ...actions.map((action) => recordActivity(actor!, action, target)),
    ]);
  };
}

/**
 * An entry that is not one record's write: what a person did besides writing (a copy of someone's data
 * downloaded), or what a run did over many records at once (the retention step's count). By the current actor
 * unless another is named; nothing when there is none. Never fails its caller.
 */
export async function recordAction(
  action: string,
  target: { kind: ActivityTargetKind; id: string; label: string },
  actor: Actor | undefined = currentActor(),
): Promise<void> {
  if (actor) await recordActivity(actor, action, target);
}
