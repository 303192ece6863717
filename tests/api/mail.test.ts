/**
 * Lead notifications, read back from a real SMTP server on localhost (tests/helpers/lead-mails.ts): what
 * staff and visitors get, and visitor text kept as data (no header injection). How the mails get there
 * when the server fails is tests/api/mail-delivery.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { artworkApi, contactsApi, enquiriesApi, helpApi, quotesApi } from '../../src/lib/api/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { addresses, arrivedTo, confirmationsTo, lead, mailsAbout, useLeadMails, visitorOf } from '../helpers/lead-mails.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { unique, valid } from './fixtures.ts';

useLeadMails();

describe('what staff get', () => {
  it('a product quote: subject naming the product and visitor, every field, IST time, admin link, Reply-To', async () => {
    const name = unique('Priya Sharma');
    const answer = await callEndpoint(quotesApi.create, {
      body: valid.productQuote(lead.productId, {
        name,
        email: 'priya@kaveri.example',
        quantity: 5000,
        address: 'Okhla, New Delhi',
      }),
    });
    expect(answer.status).toBe(201);
    const mail = (await mailsAbout(name, 1)).find((each) => each.subject?.startsWith('New quote request'))!;
    expect(mail.subject).toBe(`New quote request: ${lead.productName}, from ${name}`);
    expect(addresses(mail.to)).toEqual(['sales@example.com', 'owner@example.com']);
    expect(addresses(mail.replyTo)).toEqual(['priya@kaveri.example']);
    expect(mail.messageId).toMatch(/@labels\.example>$/);
    for (const part of [mail.text!, mail.html as string]) {
      for (const value of [name, 'priya@kaveri.example', lead.productName, '5000', 'Okhla, New Delhi'])
        expect(part).toContain(value);
      expect(part).toMatch(/IST/);
    }
    const link = /https:\/\/labels\.example\/admin\/enquiries\/([0-9a-z]{18})\n/.exec(mail.text!);
    expect(link).not.toBeNull();
    const opened = await callEndpoint(enquiriesApi.get, { token: lead.token, params: { id: link![1] } });
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
      body: valid.productQuote(lead.productId, { name, email, quantity: 2500, address: `Lane ${name}` }),
    });
    const [confirmation] = await confirmationsTo(email);
    expect(confirmation.text).toContain(`You asked for a price for 2,500 pieces of ${lead.productName}.`);
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
          { productId: lead.productId, quantity: 1000, size: '25 x 50 mm', material: 'Damask', note: `secret note ${name}` },
          { productId: lead.productId, quantity: 250, size: '40 x 60 mm' },
        ],
        files: [file.body.data.id],
      },
    });
    expect(sent.status).toBe(201);
    const [staff] = (await mailsAbout(name, 2)).filter((mail) => addresses(mail.to).includes('sales@example.com'));
    expect(staff.subject).toBe(`New quote request: 2 lines, ${lead.productName} and more, from ${name}`);
    expect(staff.text).toContain(`Line 1: ${lead.productName} × 1,000 · 25 x 50 mm · Damask · secret note ${name}`);
    expect(staff.text).toContain(`Line 2: ${lead.productName} × 250 · 40 x 60 mm`);
    expect(staff.text).toContain('Artwork 1: brand-logo.pdf (1 KB)');
    expect(staff.text).toContain('Country: India');
    expect(staff.text).toContain('Open it and download the artwork in the admin: https://labels.example/admin/');
    const [confirmation] = await confirmationsTo(email);
    expect(confirmation.text).toContain(
      `You asked for prices for: 1,000 pieces of ${lead.productName}; 250 pieces of ${lead.productName}.`,
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
    await mailDrained(lead.smtp);
    expect(arrivedTo(email)).toHaveLength(1);
  });

  it('two submissions at once from one address: one confirmation', async () => {
    const email = visitorOf(unique('AtOnce'));
    const names = [unique('Parallel A'), unique('Parallel B'), unique('Parallel C')];
    await Promise.all(names.map((name) => callEndpoint(contactsApi.create, { body: valid.contact({ name, email }) })));
    for (const name of names) expect(await mailsAbout(name, 1)).toHaveLength(1);
    await mailDrained(lead.smtp);
    expect(arrivedTo(email)).toHaveLength(1);
  });

  it('AUTO_REPLY=off sends staff only', async () => {
    process.env.AUTO_REPLY = 'off';
    const name = unique('NoReply');
    const email = visitorOf(name);
    await callEndpoint(contactsApi.create, { body: valid.contact({ name, email }) });
    await mailsAbout(name, 1);
    await mailDrained(lead.smtp);
    expect(arrivedTo(email)).toHaveLength(0);
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
      expect(addresses(mail.to).length).toBeGreaterThanOrEqual(1);
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
      body: valid.productQuote(lead.productId, { name, email: 'a@b.example,c@d.example' }),
    }).then((answer) => answer.status === 201 || expect(answer.status).toBe(400));
    for (const mail of await mailsAbout(name, 1, 2000)) expect(mail.replyTo).toBeUndefined();
  });
});
