/** The end of a customer's form (its details, a contact): Cancel, and Save (Saving… while it saves). */
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';

export const SAVE_LABELS = { cancelLabel: T.cancel, submitLabel: T.save, busyLabel: T.saving };
