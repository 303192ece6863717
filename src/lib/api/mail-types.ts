/** A mail of the outbox as the Mail screen reads it (src/lib/server/mail/outbox.ts keeps it). */
export interface OutboxMailView {
  _id: string;
  audience: 'staff' | 'visitor';
  to: string[];
  subject: string;
  text: string;
  state: 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt?: string;
  lastError?: string;
  /** An inbox's enquiry, or a person's account (a password-reset mail, whose text is not shown). */
  enquiryKind: 'contacts' | 'quotes' | 'quick' | 'help' | 'account' | 'quotations';
  enquiryId: string;
}
