/**
 * After an erasure, no store holds the person: every key of every store the code names is read through the
 * store, as its users read it, for their e-mail, phone, name and the bytes of every file of theirs. Only what
 * GST law keeps may still hold them (the order's billing details and payments, its invoices), and the test
 * names exactly those keys.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { keptUntil } from '../../src/lib/server/privacy/anonymise.ts';
import { sweepErasureAnswers } from '../../src/lib/server/privacy/erased-answers.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { STORE_NAMES } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { type Setup, compactInboxes, copiesMadeOf, eraseAsAdmin, keysHolding, personWithEverything } from './erasure-person.ts';

const setup = {} as Setup;

withInvoiceBuyer('Erasure label', (buyer) => Object.assign(setup, buyer), 'Asha Admin');

/** The source files under `folder` that open a store themselves (a value import of @netlify/blobs). */
async function storeOpeners(folder: string): Promise<string[]> {
  const files = (await readdir(folder, { recursive: true })).filter((file) => /\.(ts|tsx|mts)$/.test(file));
  const texts = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  return files.filter((_, index) => /^import (?!type)[^;]*from '@netlify\/blobs'/m.test(texts[index]));
}

describe('the stores searched', () => {
  it('are every store there is: only the module of STORE_NAMES opens one, and it opens them by those names', async () => {
    expect([...(await storeOpeners('src')), ...(await storeOpeners('netlify'))]).toEqual([
      path.join('lib', 'server', 'store', 'blobs.ts'),
    ]);
    expect(Object.values(STORE_NAMES).length).toBeGreaterThan(15);
  });
});

describe('an erasure', () => {
  it('leaves the e-mail, phone, name and file bytes in no store but the order’s accounts that GST law keeps', async () => {
    const person = await personWithEverything(setup, 'everywhere', BUYERS.maharashtra);
    await copiesMadeOf(person, setup.token);
    const needles = [person.email, person.phone, person.name, ...person.files];
    const before = await keysHolding(needles);
    // Each is somewhere before: the search can find what it looks for.
    for (const needle of needles) expect(before[needle].length, needle).toBeGreaterThan(0);
    expect(before[person.email].some((key) => key.startsWith(`${STORE_NAMES.exports}/privacy-copy/`))).toBe(true);
    expect(before[person.email].some((key) => key.startsWith(`${STORE_NAMES.exports}/part/`))).toBe(true);
    expect(before[person.files[2]]).toHaveLength(1);

    const order = (await quotations.get(person.orderId))!;
    const invoice = order.invoices![0];
    const answered = await eraseAsAdmin(person.email, setup.token);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.answer?.kept).toEqual([{ number: person.orderNumber, until: keptUntil(invoice.date) }]);

    // The answer is mailed, then housekeeping removes it once sent: nothing in the outbox names them.
    await setup.smtp.mailsAbout('Erase my data: our answer', 1);
    const deadline = Date.now() + 10_000;
    let swept = 0;
    while (swept === 0 && Date.now() < deadline) swept = await sweepErasureAnswers(Date.now(), { deadline, limit: 100 });
    expect(swept).toBe(1);
    await compactInboxes();

    const after = await keysHolding(needles);
    expect(after).toEqual({
      [person.email]: [],
      [person.phone]: [],
      [person.name]: [],
      ...Object.fromEntries(person.files.map((file) => [file, []])),
    });

    // What GST law keeps stays: the invoice, the order's billing details and its payments.
    const kept = (await quotations.get(person.orderId))!;
    expect(kept.billing).toMatchObject({ legalName: BUYERS.maharashtra.legalName, gstin: BUYERS.maharashtra.gstin });
    expect(kept.invoices).toEqual(order.invoices);
    expect(kept.payments ?? []).toEqual(order.payments ?? []);
    expect(kept.customer).toMatchObject({ email: '', phone: '' });
    expect((await callEndpoint(invoicesApi.pdf, { params: { id: invoice._id }, token: setup.token })).status).toBe(200);
    // The timeline keeps what happened, not the files' names; the decline keeps no reason.
    const declined = (await quotations.get(person.declinedId))!;
    expect(declined.declineReason ?? '').toBe('');
    expect(declined.events?.filter((event) => event.kind === 'file')).toEqual([
      expect.not.objectContaining({ file: expect.anything() }),
    ]);
    expect(kept.proofs ?? []).toEqual([]);
  });

  it('keeps their name where GST law needs it, and only there, when they bought in their own name', async () => {
    const person = await personWithEverything(setup, 'ownname', (name) => ({
      legalName: name,
      gstin: '',
      address: 'House 4, Lajpat Nagar',
      state: 'Delhi',
    }));
    const invoice = (await quotations.get(person.orderId))!.invoices![0];
    expect((await eraseAsAdmin(person.email, setup.token)).status).toBe(200);
    await setup.smtp.mailsAbout('Erase my data: our answer', 2);
    const deadline = Date.now() + 10_000;
    let swept = 0;
    while (swept === 0 && Date.now() < deadline) swept = await sweepErasureAnswers(Date.now(), { deadline, limit: 100 });
    await compactInboxes();
    const after = await keysHolding([person.email, person.phone, person.name, ...person.files]);
    // The invoice made out to them, its line in the month's register of invoices, and the order's billing details.
    after[person.name].sort();
    expect(after).toEqual({
      [person.email]: [],
      [person.phone]: [],
      [person.name]: [
        `${STORE_NAMES.invoices}/${invoice._id}`,
        `${STORE_NAMES.meta}/invoice-register/${invoice.date.slice(0, 7)}`,
        `${STORE_NAMES.quotations}/${person.orderId}`,
      ],
      ...Object.fromEntries(person.files.map((file) => [file, []])),
    });
  });
});
