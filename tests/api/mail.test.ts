/**
 * Lead notifications against a real SMTP server started here on localhost (smtp-server), the
 * mails read back with mailparser: what staff and visitors get, header injection, and delivery that
 * loses nothing — SMTP down, 421 and 550 answers, a slow server, two retry runs at once.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artworkApi, contactsApi, dashboardApi, enquiriesApi, helpApi, mailApi, quotesApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { retryDue } from '../../src/lib/server/mail/retries.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { type TestSmtp, startSmtp } from '../helpers/smtp.ts';
import { createProduct, unique, valid } from './fixtures.ts';

let smtp: TestSmtp;
let token: string;
let productId: string;
let productName: string;

beforeAll(async () => {
  smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.NOTIFY_TO = 'sales@example.com, owner@example.com';
  process.env.MAIL_FROM = '"Labels & Tags Co." <no-reply@example.com>';
  process.env.URL = 'https://labels.example';
  process.env.MAIL_RETRY_BASE_MS = '50';
  token = await adminToken();
  const product = await createProduct(token, { name: unique('Damask Woven Brand Label – End Fold') });
  productId = product._id;
  productName = product.name;
});

afterAll(async () => {
  await smtp.close();
});

beforeEach(() => {
  smtp.behaviour = {};
  delete process.env.AUTO_REPLY;
});

/** Waits until `count` mails about `marker` arrived: naming it, or sent to its visitor address (visitorOf). */
async function mailsAbout(marker: string, count: number, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.filter((mail) => {
      const to = JSON.stringify(mail.to);
      return `${mail.subject}\n${mail.text}\n${to}`.includes(marker) || to.includes(visitorOf(marker));
    });
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** The confirmations sent to `address` (waiting until `count` arrived, or the time is up). */
async function confirmationsTo(address: string, count = 1, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.received.filter((mail) => addresses(mail.to).join() === address);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/**
 * A visitor address of its own for a test: a confirmation holds nothing the visitor typed, so it is found by
 * its recipient; and an address gets one confirmation a day, so tests do not share one.
 */
const visitorOf = (marker: string) => `${marker.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}@visitors.example`;
/** The states of the outbox's mails about `marker`, as the Mail screen shows them, sorted. */
const mailStates = async (marker: string): Promise<string[]> =>
  (await callEndpoint(mailApi.recent, { token })).body.data
    .filter(
      (mail: { subject: string; text: string; to: string[] }) =>
        `${mail.subject}\n${mail.text}\n${mail.to.join()}`.includes(marker) || mail.to.includes(visitorOf(marker)),
    )
    .map((mail: { state: string }) => mail.state)
    .sort();

const addresses = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  [field ?? []].flat().flatMap((group) => group.value.map((address) => address.address));

describe('what staff get', () => {
  it('a product quote: subject naming the product and visitor, every field, IST time, admin link, Reply-To', async () => {
    const name = unique('Priya Sharma');
    const answer = await callEndpoint(quotesApi.create, {
      body: valid.productQuote(productId, { name, email: 'priya@kaveri.example', quantity: 5000, address: 'Okhla, New Delhi' }),
    });
    expect(answer.status).toBe(201);
    const mail = (await mailsAbout(name, 1)).find((each) => each.subject?.startsWith('New quote request'))!;
    expect(mail.subject).toBe(`New quote request: ${productName}, from ${name}`);
    expect(addresses(mail.to)).toEqual(['sales@example.com', 'owner@example.com']);
    expect(addresses(mail.replyTo)).toEqual(['priya@kaveri.example']);
    expect(mail.messageId).toMatch(/@labels\.example>$/);
    for (const part of [mail.text!, mail.html as string]) {
      for (const value of [name, 'priya@kaveri.example', productName, '5000', 'Okhla, New Delhi']) expect(part).toContain(value);
      expect(part).toMatch(/IST/);
    }
    const link = /https:\/\/labels\.example\/admin\/enquiries\/([0-9a-z]{18})\n/.exec(mail.text!);
    expect(link).not.toBeNull();
    const opened = await callEndpoint(enquiriesApi.get, { token, params: { id: link![1] } });
    expect(opened.body.data).toMatchObject({ name, kind: 'quotes' });
  });

  it.each([
    [
      'contact',
      () => callEndpoint(contactsApi.create, { body: valid.contact({ name: 'Asha N', subject: 'Bulk order of neck labels' }) }),
      'New message: Bulk order of neck labels, from Asha N',
    ],
    [
      'quick quote',
      () => callEndpoint(helpApi.create, { body: valid.quickQuote({ name: 'Ravi Q' }) }),
      'New quick quote request from Ravi Q',
    ],
    ['help', () => callEndpoint(helpApi.create, { body: valid.help({ name: 'Meera H' }) }), 'New help request from Meera H'],
  ])('a %s: its subject and a link to its detail view; no Reply-To without an e-mail', async (kind, submit, subject) => {
    expect((await submit()).status).toBe(201);
    const mails = await mailsAbout(subject, 1);
    const mail = mails.find((each) => each.subject === subject)!;
    expect(mail).toBeDefined();
    expect(mail.text).toMatch(/https:\/\/labels\.example\/admin\/enquiries\/[0-9a-z]{18}\n/);
    if (kind !== 'contact') expect(mail.replyTo).toBeUndefined();
  });
});

describe('what the visitor gets', () => {
  it('a contact: thanks, the 24-hour promise, phone and WhatsApp, and nothing the visitor typed', async () => {
    const name = unique('Daniel Marker');
    const email = visitorOf(name);
    await callEndpoint(contactsApi.create, {
      body: valid.contact({
        name,
        email,
        company: `Firm ${name}`,
        subject: `Subject ${name}`,
        message: `Message ${name} spam text`,
      }),
    });
    const [confirmation] = await confirmationsTo(email);
    expect(confirmation.subject).toMatch(/^We have received your message/);
    expect(confirmation.text).toContain('24 hours');
    expect(confirmation.text).toContain('+91 98100 12345');
    expect(confirmation.text).toContain('https://wa.me/919810012345');
    for (const part of [confirmation.subject!, confirmation.text!, confirmation.html as string]) {
      expect(part).not.toContain(name);
      expect(part).not.toContain('spam text');
    }
    // Staff still get everything.
    expect((await mailsAbout(`Message ${name}`, 1))[0].text).toContain(`Firm ${name}`);
  });

  it('a product quote: the product from the catalogue and the quantity, nothing typed', async () => {
    const name = unique('Quote Marker');
    const email = visitorOf(name);
    await callEndpoint(quotesApi.create, {
      body: valid.productQuote(productId, { name, email, quantity: 2500, address: `Lane ${name}` }),
    });
    const [confirmation] = await confirmationsTo(email);
    expect(confirmation.text).toContain(`You asked for a price for 2,500 pieces of ${productName}.`);
    expect(confirmation.text).not.toContain(name);
    expect(confirmation.html).not.toContain(name);
  });

  it('a request of several lines with artwork: staff read every line and file; the visitor only the catalogue’s names and quantities', async () => {
    const name = unique('Lines Marker');
    const email = visitorOf(name);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')]), 'brand-logo.pdf');
    const encoded = new Response(form);
    const file = await callEndpoint(artworkApi.upload, {
      rawBody: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(file.status).toBe(201);
    const sent = await callEndpoint(quotesApi.create, {
      body: {
        name,
        email,
        phone: '9810098100',
        company: 'Kapoor Apparel',
        country: 'India',
        lines: [
          { productId, quantity: 1000, size: '25 x 50 mm', material: 'Damask', note: `secret note ${name}` },
          { productId, quantity: 250, size: '40 x 60 mm' },
        ],
        files: [file.body.data.id],
      },
    });
    expect(sent.status).toBe(201);
    const [staff] = (await mailsAbout(name, 2)).filter((mail) => addresses(mail.to).includes('sales@example.com'));
    expect(staff.subject).toBe(`New quote request: 2 lines, ${productName} and more, from ${name}`);
    expect(staff.text).toContain(`Line 1: ${productName} × 1,000 · 25 x 50 mm · Damask · secret note ${name}`);
    expect(staff.text).toContain(`Line 2: ${productName} × 250 · 40 x 60 mm`);
    expect(staff.text).toContain('Artwork 1: brand-logo.pdf (1 KB)');
    expect(staff.text).toContain('Country: India');
    expect(staff.text).toContain('Open it and download the artwork in the admin: https://labels.example/admin/');
    const [confirmation] = await confirmationsTo(email);
    expect(confirmation.text).toContain(
      `You asked for prices for: 1,000 pieces of ${productName}; 250 pieces of ${productName}.`,
    );
    expect(confirmation.text).not.toContain('secret note');
    expect(confirmation.text).not.toContain('brand-logo');
  });

  it('one confirmation a day per address: a second submission gets none, staff still hear of both', async () => {
    const email = visitorOf(unique('Twice'));
    const names = [unique('First Send'), unique('Second Send')];
    for (const name of names) await callEndpoint(contactsApi.create, { body: valid.contact({ name, email }) });
    for (const name of names) expect(await mailsAbout(name, 1)).toHaveLength(1);
    expect(await confirmationsTo(email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await confirmationsTo(email, 2, 100)).toHaveLength(1);
  });

  it('two submissions at once from one address: one confirmation', async () => {
    const email = visitorOf(unique('AtOnce'));
    const names = [unique('Parallel A'), unique('Parallel B'), unique('Parallel C')];
    await Promise.all(names.map((name) => callEndpoint(contactsApi.create, { body: valid.contact({ name, email }) })));
    for (const name of names) expect(await mailsAbout(name, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await confirmationsTo(email, 2, 100)).toHaveLength(1);
  });

  it('AUTO_REPLY=off sends staff only', async () => {
    process.env.AUTO_REPLY = 'off';
    const name = unique('NoReply');
    const email = visitorOf(name);
    await callEndpoint(contactsApi.create, { body: valid.contact({ name, email }) });
    await mailsAbout(name, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await confirmationsTo(email, 1, 100)).toHaveLength(0);
  });
});

describe('visitor text is only data', () => {
  it('cannot add a header, a recipient or markup', async () => {
    const name = `Eve ${unique('x')}\r\nBcc: victim@example.com\r\nX-Evil: 1`;
    const eve = visitorOf(unique('eve'));
    const answer = await callEndpoint(contactsApi.create, {
      body: valid.contact({
        name,
        email: eve,
        subject: 'Hi\r\nBcc: other@example.com',
        message: '<script>alert(1)</script><img src=x onerror=alert(2)>',
      }),
    });
    expect(answer.status).toBe(201);
    const [staff] = await mailsAbout('<script>alert(1)</script>', 1);
    const [confirmation] = await confirmationsTo(eve);
    for (const mail of [staff, confirmation]) {
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('x-evil')).toBe(false);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(addresses(mail.to).every((address) => ['sales@example.com', 'owner@example.com', eve].includes(address!))).toBe(
        true,
      );
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img');
    }
    expect(staff.html).toContain('&lt;script&gt;');
    expect(confirmation.html).not.toContain('script');
  });

  it('a reply address that is not one plain address is left out rather than trusted', async () => {
    const name = unique('Mallory');
    await callEndpoint(quotesApi.create, {
      body: valid.productQuote(productId, { name, email: 'a@b.example,c@d.example' }),
    }).then((answer) => answer.status === 201 || expect(answer.status).toBe(400));
    for (const mail of await mailsAbout(name, 1, 2000)) expect(mail.replyTo).toBeUndefined();
  });
});

describe('delivery that loses nothing', () => {
  it('SMTP down: the enquiry is stored at once; when it is up again the retry delivers each mail exactly once', async () => {
    await smtp.close();
    const name = unique('Downtime');
    try {
      const answer = await callEndpoint(helpApi.create, { body: valid.help({ name }) });
      expect(answer.status).toBe(201);
      expect((await callEndpoint(helpApi.listHelp, { token, query: { q: name } })).body.data).toHaveLength(1);
      await expect
        .poll(async () => (await callEndpoint(dashboardApi.counts, { token })).body.mail.undelivered)
        .toBeGreaterThan(0);
      const health = (await callEndpoint(dashboardApi.counts, { token })).body.mail;
      expect(health.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      // Up again whatever happened, so the tests after this one have their server.
      smtp = await startSmtp(smtp.port);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Two scheduled runs at once, then more: the mail arrives once.
    await Promise.all([retryDue(), retryDue()]);
    await retryDue();
    expect(await mailsAbout(name, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout(name, 2, 100)).toHaveLength(1);
    const recent = await callEndpoint(mailApi.recent, { token });
    expect(recent.body.data.find((mail: { subject: string }) => mail.subject.includes(name))).toMatchObject({
      state: 'sent',
      attempts: 2,
    });
  });

  it.each([
    [421, 'Service not available, try again later'],
    [550, 'Mailbox unavailable'],
  ])('an SMTP %s answer is retried with backoff, then delivered once', async (code, message) => {
    smtp.behaviour = { refuse: { code, message } };
    const name = unique(`Refused${code}`);
    await callEndpoint(helpApi.create, { body: valid.help({ name }) });
    await expect
      .poll(
        async () =>
          (await callEndpoint(mailApi.recent, { token })).body.data.find((mail: { subject: string }) =>
            mail.subject.includes(name),
          )?.state,
      )
      .toBe('retrying');
    const [retrying] = (await callEndpoint(mailApi.recent, { token })).body.data.filter((mail: { subject: string }) =>
      mail.subject.includes(name),
    );
    expect(retrying.lastError).toContain(String(code));
    smtp.behaviour = {};
    await new Promise((resolve) => setTimeout(resolve, 100));
    await retryDue();
    expect(await mailsAbout(name, 1)).toHaveLength(1);
  });

  it('a slow SMTP server does not slow the submission', async () => {
    smtp.behaviour = { delayMs: 5000 };
    const name = unique('Slow');
    const started = performance.now();
    const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitorOf(name) }) });
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(201);
    // Waiting for the server would take 10 s (two mails); the answer must not wait for either.
    expect(elapsed).toBeLessThan(2500);
    console.log(`submission answered in ${elapsed.toFixed(0)} ms while the SMTP server takes 5000 ms a mail`);
    expect(await mailsAbout(name, 2, 30_000)).toHaveLength(2);
  });

  it('the mails are marked pending before the visitor is answered, then stored claimed by their sender', async () => {
    smtp.behaviour = { delayMs: 1500 };
    const name = unique('Durable');
    const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitorOf(name) }) });
    expect(answer.status).toBe(201);
    // Its pending mark names both mails (the dashboard's count would also move with earlier tests' mails).
    const [enquiry] = (await callEndpoint(contactsApi.list, { token, query: { q: name } })).body.data;
    const outbox = openStore(STORE_NAMES.outbox);
    const marks = await Promise.all(
      (await outbox.list({ prefix: 'pending/' })).blobs.map(async ({ key }) => ({
        key,
        about: await outbox.get(key, { type: 'json' }),
      })),
    );
    const mark = marks.find(({ about }) => about?.enquiryId === enquiry._id);
    expect(mark?.key.slice('pending/'.length).split('_')).toHaveLength(2);
    await expect.poll(() => mailStates(name), { timeout: 10_000 }).toEqual(['sending', 'sending']);
    // A scheduled run meanwhile leaves them to their sender: each arrives once.
    await retryDue();
    expect(await mailsAbout(name, 2)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout(name, 3, 100)).toHaveLength(2);
  });

  it('mails whose request ended after the answer, before storing them: the scheduled run makes and sends them once', async () => {
    const name = unique('Ended');
    process.env.NOTIFY = 'off';
    try {
      expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitorOf(name) }) })).status).toBe(
        201,
      );
    } finally {
      delete process.env.NOTIFY;
    }
    const [enquiry] = (await callEndpoint(contactsApi.list, { token, query: { q: name } })).body.data;
    // What such a request left behind: the pending mark alone, written before its answer two minutes ago.
    const ids = [newId(Date.now() - 120_000), newId(Date.now() - 120_000)];
    await openStore(STORE_NAMES.outbox).setJSON(`pending/${ids.join('_')}`, { enquiryKind: 'contacts', enquiryId: enquiry._id });
    await Promise.all([retryDue(), retryDue()]);
    await retryDue();
    const mails = await mailsAbout(name, 2);
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}.contacts@labels.example>`).sort());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout(name, 3, 100)).toHaveLength(2);
  });

  it('a burst of submissions while the SMTP server is slow: two mails each, each once, none waiting for it', async () => {
    smtp.behaviour = { delayMs: 1000 };
    const names = Array.from({ length: 12 }, (_, index) => unique(`Burst${index}`));
    const about = (name: string) =>
      smtp.received.filter(
        (mail) =>
          `${mail.subject}\n${mail.text}\n${JSON.stringify(mail.to)}`.includes(name) ||
          JSON.stringify(mail.to).includes(visitorOf(name)),
      );
    const started = performance.now();
    const answers = await Promise.all(
      names.map((name) => callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitorOf(name) }) })),
    );
    const elapsed = performance.now() - started;
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    // 24 mails at a second each over three connections take 8 s: the answers came long before.
    expect(elapsed).toBeLessThan(6000);
    expect(names.flatMap(about).length).toBeLessThan(24);
    for (const name of names) {
      expect(await mailsAbout(name, 2, 30_000)).toHaveLength(2);
      expect(await confirmationsTo(visitorOf(name), 1, 30_000)).toHaveLength(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const all = names.flatMap(about);
    expect(all).toHaveLength(24);
    expect(new Set(all.map((mail) => mail.messageId)).size).toBe(24);
  });

  it('one mail of an enquiry refused, the other delivered: the retry sends only the refused one', async () => {
    const name = unique('Half');
    const visitor = visitorOf(name);
    smtp.behaviour = { refuseTo: visitor };
    await callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitor }) });
    expect(await mailsAbout(name, 1)).toHaveLength(1);
    // Counted by this enquiry's mails: the dashboard's total also moves with earlier tests' mails.
    await expect.poll(() => mailStates(name), { timeout: 10_000 }).toEqual(['retrying', 'sent']);
    smtp.behaviour = {};
    await new Promise((resolve) => setTimeout(resolve, 100));
    await retryDue();
    const mails = await mailsAbout(name, 2);
    expect(mails.map((mail) => addresses(mail.to)[0]).sort()).toEqual([visitor, 'sales@example.com'].sort());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsAbout(name, 3, 100)).toHaveLength(2);
    await expect.poll(() => mailStates(name), { timeout: 10_000 }).toEqual(['sent', 'sent']);
  });

  it('three scheduled runs at once over many waiting mails: each mail is sent once', async () => {
    await smtp.close();
    const names = Array.from({ length: 6 }, (_, index) => unique(`Waiting${index}`));
    try {
      for (const name of names) expect((await callEndpoint(helpApi.create, { body: valid.help({ name }) })).status).toBe(201);
      await expect
        .poll(async () => {
          const mails = (await callEndpoint(mailApi.recent, { token, query: { limit: 200 } })).body.data;
          return mails.filter(
            (mail: { subject: string; state: string }) =>
              names.some((name) => mail.subject.includes(name)) && mail.state === 'retrying',
          ).length;
        })
        .toBe(names.length);
    } finally {
      smtp = await startSmtp(smtp.port);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([retryDue(), retryDue(), retryDue()]);
    for (const name of names) expect(await mailsAbout(name, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await retryDue();
    for (const name of names) expect(await mailsAbout(name, 2, 100)).toHaveLength(1);
  });

  it('Resend while the mail is being sent is refused (409) and the mail arrives once', async () => {
    const name = unique('Resend Race');
    smtp.behaviour = { delayMs: 1500 };
    await callEndpoint(helpApi.create, { body: valid.help({ name }) });
    let mail: { _id: string; state: string } | undefined;
    await expect
      .poll(async () => {
        mail = (await callEndpoint(mailApi.recent, { token })).body.data.find((each: { subject: string }) =>
          each.subject.includes(name),
        );
        return mail?.state;
      })
      .toBe('sending');
    const during = await callEndpoint(mailApi.resend, { token, params: { id: mail!._id } });
    expect(during.status).toBe(409);
    expect(during.body.message).toBe(MESSAGES.mailBeingSent);
    expect(await mailsAbout(name, 1)).toHaveLength(1);
    await expect.poll(async () => (await mailStates(name)).join()).toBe('sent');
    expect(await mailsAbout(name, 2, 2000)).toHaveLength(1);
  });

  it('Resend from the Mail screen sends a mail again; staff only; 404 for an unknown mail', async () => {
    const name = unique('Resend');
    await callEndpoint(helpApi.create, { body: valid.help({ name }) });
    await mailsAbout(name, 1);
    const mail = (await callEndpoint(mailApi.recent, { token })).body.data.find((each: { subject: string }) =>
      each.subject.includes(name),
    )!;
    const again = await callEndpoint(mailApi.resend, { token, params: { id: mail._id } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Mail sent again', data: { state: 'sent' } });
    expect(await mailsAbout(name, 2)).toHaveLength(2);
    expect((await callEndpoint(mailApi.resend, { params: { id: mail._id } })).status).toBe(401);
    expect((await callEndpoint(mailApi.resend, { token, params: { id: '0000000000000000zz' } })).status).toBe(404);
  });
});
