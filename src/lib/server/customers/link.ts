/**
 * Linking what arrives to its customer. An enquiry's contact is matched by e-mail (whatever its case); an
 * e-mail not known yet but of a company domain a customer already has is suggested on that customer, not
 * linked, until staff confirm; anything else makes a new customer. A quotation joins the customer of its
 * e-mail (and its enquiry with it), its invoices with it. Only the e-mail links (it is what a My orders sign-in
 * link proves): a GSTIN, a company name or a domain is typed by whoever fills a form. So a billing GSTIN no other
 * record holds becomes the customer's; one another record holds leaves a suggestion on that record (gstin.ts),
 * which staff dismiss or an Admin confirms by merging, never a merge by itself.
 *
 * A visitor's submission is never slowed by this: link-later.ts runs it after the answer.
 */
import type { Customer, CustomerContact, EnquiryRef } from '../../api/customers.ts';
import type { EnquiryKind } from '../../constants.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { QuotationBilling } from '../../schemas/billing.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { newId } from '../store/index.ts';
import { suggestByGstin } from './gstin.ts';
import { customerById } from './lookup.ts';
import { claim, companyDomain, customers, domainKey, emailKey, gstinKey, indexed, normalEmail } from './records.ts';

/** Who an enquiry or quotation names. */
export interface ArrivingContact extends CustomerContact {
  company?: string;
}

const sameEmail = (a: string, b: string) => normalEmail(a) === normalEmail(b);
const hasRef = (refs: EnquiryRef[], ref: EnquiryRef) => refs.some((each) => each.kind === ref.kind && each.id === ref.id);
const now = () => new Date().toISOString();

/** The contact as a customer keeps it: a phone only when there is one. */
const contactOf = ({ name, email, phone }: ArrivingContact): CustomerContact => ({
  name: name.trim() || email.trim(),
  email: email.trim(),
  ...(phone?.trim() && { phone: phone.trim() }),
});

/** The contacts with this one in (or its missing phone and name filled in); the same array when nothing changes. */
function withContact(contacts: CustomerContact[], arriving: ArrivingContact): CustomerContact[] {
  const at = contacts.findIndex((contact) => sameEmail(contact.email, arriving.email));
  if (at === -1) return [...contacts, contactOf(arriving)];
  const known = contacts[at];
  const phone = arriving.phone?.trim();
  if (known.phone || !phone) return contacts;
  return contacts.with(at, { ...known, phone });
}

export interface Links {
  enquiry?: EnquiryRef;
  quotation?: string;
  invoices?: string[];
  /** An order's billing details with a GSTIN no other record holds: the customer's GSTIN and addresses when it has none yet. */
  billing?: QuotationBilling;
}

/** The billing details' fields a customer without a GSTIN takes (null when it has one, or none are given). */
function billingFill(current: Pick<Customer, 'gstin' | 'billingAddress' | 'shippingAddress' | 'state' | 'country'>, billing?: QuotationBilling) {
  if (!billing?.gstin || current.gstin) return null;
  return {
    gstin: billing.gstin,
    billingAddress: current.billingAddress || billing.address || undefined,
    shippingAddress: current.shippingAddress || billing.shippingAddress || undefined,
    state: current.state || billing.state || undefined,
    country: current.country || billing.country || undefined,
  };
}

/** Adds links and the contact to a customer, writing only when something is new (a repeated run writes nothing). */
async function attach(customerId: string, arriving: ArrivingContact, links: Links): Promise<Customer | null> {
  // An id claimed a moment ago may be waiting for its record: a short wait, a few times.
  // Read with its etag, so the update that follows writes without reading it again.
  const read = async () => {
    const found = await customers.getWithEtag(customerId);
    if (!found?.value.mergedInto) return found;
    const kept = await customerById(customerId);
    return kept && customers.getWithEtag(kept._id);
  };
  let known = await read();
  for (let attempt = 0; !known && attempt < 5; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    known = await read();
  }
  if (!known) return null;
  const customer = known.value;
  const change = (current: Customer) => {
    const contacts = withContact(current.contacts, arriving);
    const enquiries = links.enquiry && !hasRef(current.enquiries, links.enquiry) ? [...current.enquiries, links.enquiry] : current.enquiries;
    const quotations =
      links.quotation && !current.quotations.includes(links.quotation) ? [...current.quotations, links.quotation] : current.quotations;
    const newInvoices = (links.invoices ?? []).filter((id) => !current.invoices.includes(id));
    const billed = billingFill(current, links.billing);
    const changed =
      contacts !== current.contacts ||
      enquiries !== current.enquiries ||
      quotations !== current.quotations ||
      newInvoices.length > 0 ||
      billed !== null;
    return changed
      ? { ...current, ...billed, contacts, enquiries, quotations, invoices: [...current.invoices, ...newInvoices], updatedAt: now() }
      : null;
  };
  if (!change(customer)) return customer;
  return customers.update(customer._id, (current) => change(current) ?? current, { known });
}

/** A new customer for this contact: its e-mail claimed first, so two arrivals at once make one customer. */
async function createFor(arriving: ArrivingContact, links: Links, domain: string): Promise<Customer | null> {
  const id = newId();
  const holder = await claim(emailKey(arriving.email), id);
  if (holder !== id) return attach(holder, arriving, links);
  const company = arriving.company?.trim() ?? '';
  const customer = await customers.create(
    {
      name: company || arriving.name.trim() || arriving.email.trim(),
      ...(company && { company }),
      contacts: [contactOf(arriving)],
      tags: [],
      enquiries: links.enquiry ? [links.enquiry] : [],
      quotations: links.quotation ? [links.quotation] : [],
      invoices: links.invoices ?? [],
      ...billingFill({}, links.billing),
      updatedAt: now(),
    },
    { id },
  );
  if (domain) await claim(domainKey(domain), id);
  return customer;
}

/** Suggests the contact on the customer of its company domain, with the enquiry it sent. */
async function suggest(customer: Customer, arriving: ArrivingContact, enquiry: EnquiryRef | undefined): Promise<Customer | null> {
  const change = (current: Customer): Customer | null => {
    const suggestions = current.suggestions ?? [];
    const at = suggestions.findIndex((each) => sameEmail(each.contact.email, arriving.email));
    if (at === -1)
      return { ...current, suggestions: [...suggestions, { contact: contactOf(arriving), enquiries: enquiry ? [enquiry] : [], at: now() }], updatedAt: now() };
    if (!enquiry || hasRef(suggestions[at].enquiries, enquiry)) return null;
    return { ...current, suggestions: suggestions.with(at, { ...suggestions[at], enquiries: [...suggestions[at].enquiries, enquiry] }), updatedAt: now() };
  };
  if (!change(customer)) return customer;
  return customers.update(customer._id, (current) => change(current) ?? current);
}

/**
 * Links a contact and what they sent: to the customer of their e-mail, else (when `suggest`) as a suggestion on
 * their company domain's customer, else to a new customer. Answers the customer linked to, or the one
 * suggested on with `suggested`.
 */
export async function linkContact(
  arriving: ArrivingContact,
  links: Links,
  { suggest: suggesting = true } = {},
): Promise<{ customer: Customer | null; suggested: boolean }> {
  if (!arriving.email?.includes('@')) return { customer: null, suggested: false };
  const holder = await indexed(emailKey(arriving.email));
  const domain = companyDomain(arriving.email);
  if (holder) {
    const customer = await attach(holder, arriving, links);
    // Staff's own work on a contact settles a suggestion of it left on its domain's customer.
    return { customer: !suggesting && domain && customer ? await settleSuggestion(domain, arriving, customer) : customer, suggested: false };
  }
  if (domain && suggesting) {
    const owner = await indexed(domainKey(domain));
    const customer = owner ? await customerById(owner) : null;
    if (customer) return { customer: await suggest(customer, arriving, links.enquiry), suggested: true };
  }
  const customer = await createFor(arriving, links, domain);
  return { customer: !suggesting && domain && customer ? await settleSuggestion(domain, arriving, customer) : customer, suggested: false };
}

/**
 * A contact made a customer of its own (staff quoted them) is no longer a suggestion on their domain's customer:
 * the suggestion goes, and the enquiries it held join the new customer.
 */
async function settleSuggestion(domain: string, arriving: ArrivingContact, customer: Customer): Promise<Customer | null> {
  const owner = await indexed(domainKey(domain));
  const holder = owner && owner !== customer._id ? await customerById(owner) : null;
  const suggestion = holder?.suggestions?.find((each) => sameEmail(each.contact.email, arriving.email));
  if (!holder || !suggestion) return customer;
  await customers.update(holder._id, (current) => ({
    ...current,
    suggestions: current.suggestions?.filter((each) => !sameEmail(each.contact.email, arriving.email)),
    updatedAt: now(),
  }));
  let linked: Customer | null = customer;
  for (const enquiry of suggestion.enquiries) linked = await attach(customer._id, arriving, { enquiry });
  return linked;
}

/** What an enquiry of any inbox says of its sender (the help and quick-quote forms ask no e-mail: not linked). */
export function contactOfEnquiry(record: Enquiry): ArrivingContact | null {
  const fields = record as Enquiry & { name?: unknown; email?: unknown; phone?: unknown; mobile?: unknown; company?: unknown };
  if (typeof fields.email !== 'string' || !fields.email.includes('@')) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { name: text(fields.name), email: fields.email, phone: text(fields.phone) || text(fields.mobile), company: text(fields.company) };
}

/** Links one stored enquiry (the arrival's work, the housekeeping's and the one-off run's). */
export async function linkEnquiry(kind: EnquiryKind, record: Enquiry) {
  const contact = contactOfEnquiry(record);
  return contact ? linkContact(contact, { enquiry: { kind, id: record._id } }) : { customer: null, suggested: false };
}

/**
 * A quotation's customer: the one of its e-mail (made when there is none), with its enquiry, itself and its
 * invoices. Its billing GSTIN becomes the customer's when no record holds it; when another does, that record
 * gets a suggestion (never a merge: anyone may type a GSTIN). Store requests: the GSTIN's holder, then the
 * linking by e-mail (two or three), the claim of a free GSTIN or the suggestion's read and write.
 */
export async function linkQuotation(quotation: Quotation, { gstinLinked = false } = {}): Promise<Customer | null> {
  const gstin = quotation.billing?.gstin?.trim().toUpperCase() ?? '';
  // Read before linking, as it decides whether the billing may fill the record (after the answer: no one waits).
  // Unless this instance linked this GSTIN already: then it was claimed or suggested then.
  let holder = gstin && !gstinLinked ? await indexed(gstinKey(gstin)) : null;
  const links: Links = {
    enquiry: quotation.enquiryId ? { kind: quotation.enquiryKind, id: quotation.enquiryId } : undefined,
    quotation: quotation._id,
    invoices: (quotation.invoices ?? []).map((invoice) => invoice._id),
    ...(gstin && !gstinLinked && !holder && { billing: { ...quotation.billing!, gstin } }),
  };
  // Staff quoting a contact know who it is: no suggestion, the quotation makes them a customer.
  const { customer } = await linkContact(quotation.customer, links, { suggest: false });
  if (!customer || !gstin || gstinLinked) return customer;
  // Another order may have claimed it a moment ago: then its holder is that record, as if read before.
  holder ??= await claim(gstinKey(gstin), customer._id);
  if (holder === customer._id) return customer;
  const owner = await customerById(holder);
  if (owner && owner._id !== customer._id) await suggestByGstin(owner, customer, gstin, quotation._id);
  return customer;
}
