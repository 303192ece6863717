/**
 * Each inbox's remark save and delete: its calls, confirm question and toast fallbacks (docs/product.md 2.15, 8).
 * The inbox screens take their own; All enquiries takes a row's by its kind.
 */
import { contactsApi, helpApi, quotesApi } from '../../lib/api/inboxes.ts';
import type { EnquiryKind } from '../../lib/constants.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import type { InboxActions } from './types.ts';

/** Help questions and quick quotes are one store with one set of calls (docs/product.md departure 3: the typed remark is sent). */
function helpActions(failureFallback: string): InboxActions {
  return {
    remark: { call: helpApi.remark, successFallback: MESSAGES.remarkUpdated },
    remove: {
      call: helpApi.remove,
      confirm: INBOX_TEXTS.confirmDelete,
      successFallback: MESSAGES.enquiryDeleted,
      failureFallback,
    },
  };
}

export const INBOX_ACTIONS: Record<EnquiryKind, InboxActions> = {
  contacts: {
    remark: { call: contactsApi.remark, successFallback: MESSAGES.remarkUpdatedDetail },
    remove: {
      call: contactsApi.remove,
      confirm: INBOX_TEXTS.confirmDeleteContact,
      successFallback: MESSAGES.contactDeleted,
      failureFallback: INBOX_TEXTS.contactDeleteFailed,
    },
  },
  quotes: {
    remark: { call: quotesApi.remark, successFallback: MESSAGES.remarkUpdatedDetail },
    remove: {
      call: quotesApi.remove,
      confirm: INBOX_TEXTS.confirmDelete,
      successFallback: MESSAGES.quoteDeleted,
      failureFallback: INBOX_TEXTS.quoteDeleteFailed,
    },
  },
  quick: helpActions(INBOX_TEXTS.quickQuoteDeleteFailed),
  help: helpActions(INBOX_TEXTS.helpDeleteFailed),
};
