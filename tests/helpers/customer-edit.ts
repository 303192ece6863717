/** Staff's edit of a customer record as the Customers screen sends it: the record's own details, then `over`. */
import type { Customer, customersApi } from '../../src/lib/api/customers.ts';
import type { BodyOf } from '../../src/lib/api/index.ts';

export const customerEdit = (customer: Customer, over: Partial<BodyOf<typeof customersApi.update>> = {}) => ({
  name: customer.name,
  company: customer.company ?? '',
  gstin: customer.gstin ?? '',
  country: '',
  state: '',
  billingAddress: '',
  shippingAddress: '',
  notes: '',
  tags: [] as string[],
  ...over,
  contacts: (over.contacts ?? customer.contacts).map((contact) => ({ ...contact, phone: contact.phone ?? '' })),
});
