/**
 * What the erasure tests start from: a person with every kind of record the site keeps of someone (a contact
 * message, a help request by phone, a quote request with artwork, a quotation declined after a message and a
 * file, an order with billing, a proof and a file of theirs, an access copy answered, an inbox export naming
 * them), and a search of every store, read key by key through the store as its users read it.
 */
import { expect } from 'vitest';
import { artworkApi, contactsApi, customerQuotationApi, enquiriesApi, helpApi, quotationsApi } from '../../src/lib/api/index.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { ENQUIRY_KINDS } from '../../src/lib/constants.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { openPrivacyRequest } from '../../src/lib/server/privacy/requests.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import {
  type BillingBody,
  acceptOnPage,
  giveBilling,
  secretOf,
  sendQuotation,
  sentQuotation,
} from '../helpers/invoice-orders.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { formWith, sentQuoteRequest, unique, valid } from './fixtures.ts';

/** A PDF whose bytes hold `marker` (only the file's bytes can: its name does not). */
export const pdfWith = (marker: string) => Buffer.from(`%PDF-1.4\n%${marker}\n1 0 obj <<>> endobj\n%%EOF\n`, 'latin1');

/** Uploads a file of artwork as a visitor does; answers its id. */
export async function uploaded(marker: string, name: string): Promise<string> {
  const answer = await callEndpoint(artworkApi.upload, {
    rawBody: formWith(pdfWith(marker), name, 'application/pdf'),
    ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

export interface Person {
  email: string;
  phone: string;
  name: string;
  /** The markers in the bytes of each file they uploaded and of the proof made for their order. */
  files: string[];
  declinedId: string;
  orderId: string;
  orderNumber: string;
}

export interface Setup {
  smtp: TestSmtp;
  token: string;
  productId: string;
}

/** A person with every kind of record; `email` and `phone` may be given (a shared office number). */
export async function personWithEverything(
  { token, productId, smtp }: Setup,
  label: string,
  billing: BillingBody | ((name: string) => BillingBody),
  given: { email?: string; phone?: string } = {},
): Promise<Person> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = given.email ?? `${label}.${stamp}@example.in`;
  const phone = given.phone ?? `97${stamp.slice(-8)}`;
  const name = unique(`${label} Verma`);
  const files = ['enquiry', 'message', 'proof', 'order-file'].map((what) => `${what}-art-${stamp}`);
  expect(
    (await callEndpoint(contactsApi.create, { body: valid.contact({ name, email, phone, message: `Hello from ${name}` }) }))
      .status,
  ).toBe(201);
  expect((await callEndpoint(helpApi.create, { body: valid.help({ name, mobile: phone }) })).status).toBe(201);

  // A request with artwork, quoted; they write, add a file and decline with a reason.
  const withArt = await sentQuoteRequest(token, {
    name,
    email,
    phone,
    lines: [{ productId, quantity: 500 }],
    files: [await uploaded(files[0], 'logo.pdf')],
  });
  const declined = await sentQuotation(token, withArt._id);
  const secret = secretOf(declined);
  const wrote = await callEndpoint(customerQuotationApi.message, {
    params: { secret },
    body: { message: `Call me on ${phone}` },
  });
  expect(wrote.status, JSON.stringify(wrote.body)).toBe(200);
  const added = await callEndpoint(customerQuotationApi.addFile, {
    params: { secret },
    body: { fileId: await uploaded(files[1], 'new-logo.pdf') },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const refused = await callEndpoint(customerQuotationApi.decline, {
    params: { secret },
    body: { reason: `Too dear for ${name}, ring ${phone}` },
  });
  expect(refused.status, JSON.stringify(refused.body)).toBe(200);

  // An order with billing details, a proof made for it and a file of theirs on its page.
  const ordered = await sentQuoteRequest(token, { name, email, phone, lines: [{ productId, quantity: 2000 }] });
  const order = await sentQuotation(token, ordered._id);
  const orderSecret = secretOf(order);
  const proof = await callEndpoint(quotationsApi.proof, {
    params: { id: order._id },
    body: { fileId: await uploaded(files[2], 'proof.pdf') },
    token,
  });
  expect(proof.status, JSON.stringify(proof.body)).toBe(201);
  const resent = await sendQuotation(token, proof.body.data);
  expect((await giveBilling(orderSecret, typeof billing === 'function' ? billing(name) : billing)).status).toBe(200);
  await acceptOnPage(orderSecret, resent.revision);
  const orderFile = await callEndpoint(customerQuotationApi.addFile, {
    params: { secret: orderSecret },
    body: { fileId: await uploaded(files[3], 'final.pdf') },
  });
  expect(orderFile.status, JSON.stringify(orderFile.body)).toBe(200);
  expect((await quotations.get(order._id))?.invoices).toHaveLength(1);
  await smtp.mailsAbout(email, 3);
  return { email, phone, name, files, declinedId: declined._id, orderId: order._id, orderNumber: order.number };
}

/** A copy of their data made and mailed before, and an inbox export that holds them: both in the exports store. */
export async function copiesMadeOf(person: Person, token: string): Promise<void> {
  const access = await openPrivacyRequest({ email: person.email, kind: 'access', via: 'form' });
  const copied = await callEndpoint(privacyApi.answer, { params: { id: access._id }, body: { message: 'Your copy.' }, token });
  expect(copied.status, JSON.stringify(copied.body)).toBe(200);
  const started = await callEndpoint(enquiriesApi.startExport, { body: { kind: 'all', q: person.email }, token });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const deadline = Date.now() + 20_000;
  let state = started.body.data.state;
  while (state !== 'done' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = (await callEndpoint(enquiriesApi.exportJob, { params: { id: started.body.data.id }, token })).body.data.state;
  }
  expect(state).toBe('done');
}

/** Answers an erasure request of `email` as an Admin. */
export async function eraseAsAdmin(email: string, token: string) {
  const request = await openPrivacyRequest({ email, kind: 'erasure', via: 'form' });
  return callEndpoint(privacyApi.answer, { params: { id: request._id }, body: { message: 'Done as asked.' }, token });
}

/** Every inbox compacted, so the lists' older segments (superseded by the erasure) are gone as they would be. */
export async function compactInboxes(): Promise<void> {
  for (const kind of ENQUIRY_KINDS) for (let run = 0; run < 2; run += 1) await anyInbox(kind).compact({ graceMs: 0, keepMs: 0 });
}

/**
 * Every key of every store the code names (STORE_NAMES: the one module every store is opened through) whose
 * value, read through the store, holds one of `needles` (as text, case-insensitive, or as bytes): `store/key`.
 */
export async function keysHolding(needles: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = Object.fromEntries(needles.map((needle) => [needle, []]));
  for (const name of Object.values(STORE_NAMES)) {
    const store = openStore(name);
    for await (const page of store.list({ paginate: true })) {
      for (const blob of page.blobs) {
        const bytes = await store.get(blob.key, { type: 'arrayBuffer' });
        const { metadata } = (await store.getMetadata(blob.key)) ?? { metadata: {} };
        const text =
          `${Buffer.from(bytes ?? new ArrayBuffer(0)).toString('latin1')}\n${Buffer.from(bytes ?? new ArrayBuffer(0)).toString('utf8')}\n${JSON.stringify(metadata)}`.toLowerCase();
        for (const needle of needles) if (text.includes(needle.toLowerCase())) found[needle].push(`${name}/${blob.key}`);
      }
    }
  }
  return found;
}
