/**
 * The activity list's words (docs/product.md 2.21) that the follow-ups of a write say (src/lib/server/follow-ups.ts):
 * who did it when no one signed in did, and what a write without words of its own is called.
 */
import type { ActivityTargetKind } from '../schemas/team.ts';
import { TEAM_TEXTS } from './team.ts';

/** Who the activity list names for work no signed-in person did. */
export const ACTIVITY_ACTORS = {
  /** The housekeeping run and its reminders. */
  scheduledRun: 'Scheduled run',
  /** Customer linking, which finds and merges an enquiry's customer by itself. */
  customerLinking: 'Linking',
} as const;

const VERBS = { created: 'added', updated: 'updated', deleted: 'deleted' } as const;

/** What a record of the kind is called in an entry: the Activity screen's name of it ('Enquiry' for the inboxes'). */
export const activityNoun = (kind: ActivityTargetKind): string =>
  (TEAM_TEXTS.targetKinds as Partial<Record<ActivityTargetKind, string>>)[kind] ?? 'Enquiry';

/** '{noun} added', '{noun} updated', '{noun} deleted'. */
export const plainAction = (kind: ActivityTargetKind, change: keyof typeof VERBS) => `${activityNoun(kind)} ${VERBS[change]}`;

/** What a write did, in the activity list's words, where the write says more than added / updated / deleted. */
export const ACTIVITY_ACTIONS = {
  // The team and the settings.
  personAdded: (role: string) => `Person added as ${role}`,
  /** `what`: 'renamed', 'made Admin', 'disabled', 'enabled', as many as changed. */
  personChanged: (what: string[]) => `Person ${what.join(', ')}`,
  personChanges: { renamed: 'renamed', made: (role: string) => `made ${role}`, disabled: 'disabled', enabled: 'enabled' },
  personRemoved: 'Person removed',
  passwordReset: 'Password reset',
  personRenamed: 'Person renamed',
  passwordChanged: 'Password changed',
  settingsUpdated: 'Site settings updated',
  categoriesUpdated: 'Categories updated',
  // The catalogue.
  productMade: (status: string) => `Product made ${status}`,
  productImported: 'Product imported',
  productImportUndone: 'Product import undone',
  // The inboxes.
  remarkAdded: 'Remark added',
  statusChanged: (status: string) => `Status changed to ${status}`,
  enquiryDeleted: 'Enquiry deleted',
  // Quotations and orders.
  quotationSent: (number: string, revision: number) => `Quotation ${number} (revision ${revision}) sent`,
  orderStage: (stage: string) => `Order stage: ${stage}`,
  acceptanceRecorded: 'Acceptance recorded',
  proofAdded: (name: string) => `Proof added: ${name}`,
  billingByCustomer: 'Billing details given by the customer',
  billingCorrected: 'Billing details corrected',
  /** The scheduled run's steps, under its name (ACTIVITY_ACTORS.scheduledRun). */
  quotationExpired: 'Quotation expired',
  expiryReminderSent: 'Reminded the customer before the quotation expires',
  balanceReminderSent: 'Reminded the customer of the balance due',
  // Payments.
  paymentRecorded: (amount: string, how: string, differentOfSameReference: boolean) =>
    `Payment of ${amount} recorded (${how}${differentOfSameReference ? ', a different payment of the same reference' : ''})`,
  refundRecorded: (amount: string, how: string, reason: string) => `Refund of ${amount} recorded (${how}): ${reason}`,
  paymentReportConfirmed: 'Payment report confirmed',
  paymentReportNotReceived: 'Payment report marked not received',
  onlinePaymentReceived: (id: string) => `Online payment received (${id})`,
  onlineRefundReceived: (id: string) => `Online refund (${id})`,
  /** The remark an enquiry gets when its quotation is declined, with the customer's reason. */
  declinedRemark: (reason: string) => `Declined: ${reason}`,
  // Customers and privacy.
  customerMergedInto: (name: string) => `Customer merged into ${name}`,
  contactErased: 'Contact erased',
  erasedOnRequest: 'Erased at the person’s request',
  privacyRequestAnswered: (kind: string) => `Privacy request answered: ${kind}`,
  dataCopyDownloaded: (format: string) => `Copy of a person's data downloaded (${format.toUpperCase()})`,
} as const;
