/** Public forms: honeypot submissions are not stored; FORM_RATE_LIMIT submissions per address a minute. */
import { afterEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { contactsApi, dashboardApi, helpApi, productsApi, quotesApi } from '../../src/lib/api/index.ts';
import type { ContactInput, HelpInput, QuickQuoteInput } from '../../src/lib/schemas/inboxes.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';

const help = { name: 'Asha', mobile: '9876543210', type: 'Help', question: 'Do you make satin labels?' } satisfies HelpInput;
const quickQuote = {
  name: 'Ravi',
  mobile: '9876543210',
  type: 'Quites',
  message: '500 hang tags please',
} satisfies QuickQuoteInput;
const contact = {
  name: 'Meera',
  email: 'meera@example.com',
  phone: '9876543210',
  company: 'Meera Knits',
  subject: 'bulk-order',
  message: 'We need 10000 woven labels.',
} satisfies ContactInput;

async function counts() {
  const token = await adminToken();
  const { body } = await callEndpoint(dashboardApi.counts, { token });
  return body.data as Record<string, number>;
}

afterEach(() => {
  process.env.FORM_RATE_LIMIT = '0';
});

describe('honeypot', () => {
  it.each([
    ['help', helpApi.create, help, MESSAGES.helpReceived],
    ['quick quote', helpApi.create, quickQuote, MESSAGES.quickQuoteReceived],
    ['contact', contactsApi.create, contact, MESSAGES.contactReceived],
  ])('a filled honeypot on the %s form looks like success and stores nothing', async (_kind, create, body, message) => {
    const before = await counts();
    const spam = await callEndpoint(create, { body: { ...body, [HONEYPOT_FIELD]: 'https://spam.example' }, ip: '192.0.2.50' });
    expect(spam.status).toBe(201);
    expect(spam.body.message).toBe(message);
    expect(await counts()).toEqual(before);

    const real = await callEndpoint(create, { body: { ...body, [HONEYPOT_FIELD]: '' }, ip: '192.0.2.50' });
    expect(real.status).toBe(201);
    const after = await counts();
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(Object.values(before).reduce((a, b) => a + b, 0) + 1);
  });

  it('a honeypot product quote is not stored either', async () => {
    const token = await adminToken();
    const product = await callEndpoint(productsApi.create, {
      token,
      body: {
        name: 'Spam Test Tag',
        category: 'hang tags',
        shortDescription: 'x',
        longDescription: 'A hang tag for tests.',
        price: 5,
        status: 'Active',
      },
    });
    expect(product.status).toBe(201);
    const productId = product.body.data._id;
    const before = (await counts()).product_quotes;
    const spam = await callEndpoint(quotesApi.create, {
      body: { name: 'Bot', email: 'bot@example.com', phone: '1', quantity: 5, productId, [HONEYPOT_FIELD]: 'x' },
    });
    expect(spam.status).toBe(201);
    expect((await counts()).product_quotes).toBe(before);
  });
});

describe('FORM_RATE_LIMIT', () => {
  it('answers 429 with a clear message past the limit, per address, and stores nothing more', async () => {
    process.env.FORM_RATE_LIMIT = '3';
    const ip = '198.51.100.77';
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await callEndpoint(helpApi.create, { body: help, ip })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const limited = await callEndpoint(contactsApi.create, { body: contact, ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(MESSAGES.rateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await callEndpoint(helpApi.create, { body: help, ip: '198.51.100.78' })).status).toBe(201);
  });

  it('counts an IPv6 client by its /64: each new address in it is not a new allowance', async () => {
    process.env.FORM_RATE_LIMIT = '3';
    const statuses = [];
    for (let host = 1; host <= 5; host += 1) {
      statuses.push((await callEndpoint(helpApi.create, { body: help, ip: `2001:db8:77:1:${host}::${host}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await callEndpoint(helpApi.create, { body: help, ip: '2001:db8:77:2::1' })).status).toBe(201);
  });

  it('a parallel burst cannot slip past the limit', async () => {
    process.env.FORM_RATE_LIMIT = '5';
    const ip = '198.51.100.90';
    const before = (await counts()).Help_Enquiries;
    const answers = await Promise.all(Array.from({ length: 12 }, () => callEndpoint(helpApi.create, { body: help, ip })));
    const stored = answers.filter((answer) => answer.status === 201).length;
    expect(stored).toBeLessThanOrEqual(5);
    expect(answers).toHaveLength(12);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 429)).toBe(true);
    expect((await counts()).Help_Enquiries).toBe(before + stored);
  });

  it('0 turns the limit off', async () => {
    process.env.FORM_RATE_LIMIT = '0';
    const ip = '198.51.100.91';
    const answers = await Promise.all(Array.from({ length: 40 }, () => callEndpoint(helpApi.create, { body: help, ip })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(201));
  });
});
