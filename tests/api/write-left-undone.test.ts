/**
 * An update its caller leaves undone on purpose (the record moved on since it was read: the quotation's
 * reminder outrun by the customer's answer) must reach the caller as itself, not as the store failing: the
 * scheduled run skips that quotation instead of giving up its whole turn with a 503.
 */
import { expect, it } from 'vitest';
import { collection, STORE_NAMES, StoreUnavailableError, WriteLeftUndone } from '../../src/lib/server/store/index.ts';
import type { ContactEnquiry } from '../../src/lib/schemas/inboxes.ts';

const contacts = collection<ContactEnquiry>(STORE_NAMES.contacts);
const stored = () =>
  contacts.create({
    name: 'Left undone',
    email: 'undone@example.com',
    phone: '9876543210',
    company: '',
    subject: 'general',
    message: 'An update that is left undone',
    remark: '',
  } as Omit<ContactEnquiry, '_id' | 'dateAdded'>);

it('passes a write left undone on as it is, and writes nothing', async () => {
  const record = await stored();
  const undone = await contacts
    .update(record._id, () => {
      throw new WriteLeftUndone('answered since it was read');
    })
    .catch((error: unknown) => error);
  expect(undone).toBeInstanceOf(WriteLeftUndone);
  expect((await contacts.get(record._id))?.remark).toBe('');
});

it('still reads any other error inside a change as the store failing', async () => {
  const record = await stored();
  const failed = await contacts
    .update(record._id, () => {
      throw new Error('something broke');
    })
    .catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(StoreUnavailableError);
});
