/**
 * What the store layer and a write's follow-ups need to know of the API request they run in: who makes
 * it (the activity list), whether its writes may go yet (a staff write waits for its session check, its
 * reads do not), the id a public submission is stored under (its Idempotency-Key), and how to keep work
 * going after the answer (Netlify's context.waitUntil). serve() opens one scope per request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SignedInMember } from './signed-in-member.ts';

export interface RequestScope {
  waitUntil?: (promise: Promise<unknown>) => void;
  /** The signed-in person: from the token at first, their current name and role once the session is checked. */
  member?: SignedInMember;
  /** Settles when this request's writes may go; rejected, none of them does. */
  writeGate?: Promise<void>;
  /** The id a create's record is stored under, chosen once per Idempotency-Key by serve(), so that a repeat stores nothing new. */
  submissionId?: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

export const withRequestScope = <T>(scope: RequestScope, work: () => T): T => scopes.run(scope, work);

export const currentScope = (): RequestScope | undefined => scopes.getStore();

/** The person the current request is made by, if any (none for visitors, seeding and scheduled runs). */
export const currentMember = (): SignedInMember | undefined => scopes.getStore()?.member;
