/**
 * What a Staff member is told when they try a call only an Admin may make (403): what the call does, and that
 * it is an Admin's. The contract (src/lib/api) gives each Admin-only call its sentence.
 */
export const ADMIN_ONLY = {
  merge: 'Only an Admin can merge customers.',
  exportCustomer: "Only an Admin can export a customer's data.",
  accessLog: 'Only an Admin can see who looked at a customer.',
  answerPrivacy: 'Only an Admin can answer a privacy request.',
  privacyCopy: "Only an Admin can download a copy of someone's data.",
  cancelInvoice: 'Only an Admin can cancel an invoice.',
  endSessions: "Only an Admin can end a buyer's My orders sessions.",
  /** Beside what Staff are not offered on a screen. */
  mergeOrExport: 'Merging this customer or exporting their data is for an Admin.',
  answerOrCopy: 'Answering this request, and downloading a copy of the data, is for an Admin.',
} as const;
