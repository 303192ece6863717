/** Customers: the API's answers to staff about customer records, their merges, suggestions and exports. */
export const CUSTOMER_MESSAGES = {
  customerNotFound: 'Customer not found',
  customerSaved: (name: string) => `Customer ${name} saved`,
  contactAdded: (email: string, name: string) => `${email} added to ${name}`,
  emailTaken: (email: string, other: string) =>
    `${email} is already a contact of ${other}: merge the two customers instead of adding it again`,
  gstinTaken: (gstin: string, other: string) => `GSTIN ${gstin} is already ${other}'s: merge the two customers instead`,
  duplicateContact: (email: string) => `${email} is listed twice: keep it once`,
  mergeIntoItself: 'A customer cannot be merged into itself',
  mergedAlready: (name: string) => `This customer was merged into ${name} already`,
  merged: (from: string, into: string) => `${from} merged into ${into}: everything linked now sits with ${into}`,
  suggestionNotFound: (email: string) => `${email} is not suggested on this customer`,
  suggestionConfirmed: (email: string, name: string) => `${email} linked to ${name}, with its enquiries`,
  suggestionDismissed: (email: string) => `${email} is not of this customer: it has a customer record of its own now`,
  // Activity list wording.
  activityMerged: (from: string) => `Customer merged: ${from} into this one`,
  activityMergedByGstin: (from: string) => `Customer merged by GSTIN: ${from} into this one`,
  activityContactAdded: (email: string) => `Contact added: ${email}`,
  activitySuggestionConfirmed: (email: string) => `Suggested contact confirmed: ${email}`,
  activitySuggestionDismissed: (email: string) => `Suggested contact made a customer of its own: ${email}`,
  // Query and body checks.
  sortUnknown: (sorts: readonly string[]) => `Sort must be one of: ${sorts.join(', ')}`,
  searchTooLong: 'Search must be at most 200 characters',
  nameRequired: 'Name is required',
  contactNameRequired: 'Contact name is required',
  emailRequired: 'Email is required',
  contactsList: 'Contacts must be a list of { name, email, phone }',
  contactsMax: 'A customer has at most 50 contacts',
  contactsMin: 'A customer keeps at least one contact',
  tagsList: 'Tags must be a list of words',
  tagsMax: 'At most 30 tags',
  tagTooLong: 'A tag must be at most 40 characters',
  intoRequired: 'Say which customer to keep (into)',
  phoneFormat: 'Phone must be digits, spaces, +, - or brackets, at most 30 characters',
} as const;

/** The name a customer takes when the person it was named after is erased (a company keeps its own name). */
export const ERASED_CUSTOMER_NAME = 'Erased customer';
