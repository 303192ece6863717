/**
 * Lead notifications that lose nothing, against a real SMTP server on localhost (tests/helpers/lead-mails.ts):
 * SMTP down, 421 and 550 answers, a slow server, two retry runs at once, and a resend from the Mail screen.
 * What the mails say is tests/api/mail.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { contactsApi, dashboardApi, helpApi, mailApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { retryDue } from '../../src/lib/server/mail/retries.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { addresses, arrivedAbout, confirmationsTo, lead, mailStates, mailsAbout, useLeadMails, visitorOf } from '../helpers/lead-mails.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { startSmtp } from '../helpers/smtp.ts';
import { unique, valid } from './fixtures.ts';

useLeadMails();

describe('delivery that loses nothing', () => {
  it('SMTP down: the enquiry is stored at once; when it is up again the retry delivers each mail exactly once', async () => {
    await lead.smtp.close();
    const name = unique('Downtime');
    try {
      const answer = await callEndpoint(helpApi.create, { body: valid.help({ name }) });
      expect(answer.status).toBe(201);
      expect((await callEndpoint(helpApi.listHelp, { token: lead.token, query: { q: name } })).body.data).toHaveLength(1);
      await expect
        .poll(async () => (await callEndpoint(dashboardApi.counts, { token: lead.token })).body.mail.undelivered)
        .toBeGreaterThan(0);
      const health = (await callEndpoint(dashboardApi.counts, { token: lead.token })).body.mail;
      expect(health.lastError).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      // Up again whatever happened, so the tests after this one have their server.
      lead.smtp = await startSmtp(lead.smtp.port);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Two scheduled runs at once, then more: the mail arrives once.
    await Promise.all([retryDue(), retryDue()]);
    await retryDue();
    expect(await mailsAbout(name, 1)).toHaveLength(1);
    await mailDrained(lead.smtp);
    expect(arrivedAbout(name)).toHaveLength(1);
    const recent = await callEndpoint(mailApi.recent, { token: lead.token });
    expect(recent.body.data.find((mail: { subject: string }) => mail.subject.includes(name))).toMatchObject({
      state: 'sent',
      attempts: 2,
    });
  });

  it.each([
    [421, 'Service not available, try again later'],
    [550, 'Mailbox unavailable'],
  ])('an SMTP %s answer is retried with backoff, then delivered once', async (code, message) => {
    lead.smtp.behaviour = { refuse: { code, message } };
    const name = unique(`Refused${code}`);
    await callEndpoint(helpApi.create, { body: valid.help({ name }) });
    await expect
      .poll(
        async () =>
          (await callEndpoint(mailApi.recent, { token: lead.token })).body.data.find((mail: { subject: string }) =>
            mail.subject.includes(name),
          )?.state,
      )
      .toBe('retrying');
    const [retrying] = (await callEndpoint(mailApi.recent, { token: lead.token })).body.data.filter((mail: { subject: string }) =>
      mail.subject.includes(name),
    );
    expect(retrying.lastError).toContain(String(code));
    lead.smtp.behaviour = {};
    await new Promise((resolve) => setTimeout(resolve, 100));
    await retryDue();
    expect(await mailsAbout(name, 1)).toHaveLength(1);
  });

  it('a slow SMTP server does not slow the submission', async () => {
    lead.smtp.behaviour = { delayMs: 5000 };
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
    lead.smtp.behaviour = { delayMs: 1500 };
    const name = unique('Durable');
    const answer = await callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitorOf(name) }) });
    expect(answer.status).toBe(201);
    // Its pending mark names both mails (the dashboard's count would also move with earlier tests' mails).
    const [enquiry] = (await callEndpoint(contactsApi.list, { token: lead.token, query: { q: name } })).body.data;
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
    await mailDrained(lead.smtp);
    expect(arrivedAbout(name)).toHaveLength(2);
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
    const [enquiry] = (await callEndpoint(contactsApi.list, { token: lead.token, query: { q: name } })).body.data;
    // What such a request left behind: the pending mark alone, written before its answer two minutes ago.
    const ids = [newId(Date.now() - 120_000), newId(Date.now() - 120_000)];
    await openStore(STORE_NAMES.outbox).setJSON(`pending/${ids.join('_')}`, { enquiryKind: 'contacts', enquiryId: enquiry._id });
    await Promise.all([retryDue(), retryDue()]);
    await retryDue();
    const mails = await mailsAbout(name, 2);
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(ids.map((id) => `<${id}.contacts@labels.example>`).sort());
    await mailDrained(lead.smtp);
    expect(arrivedAbout(name)).toHaveLength(2);
  });

  it('a burst of submissions while the SMTP server is slow: two mails each, each once, none waiting for it', async () => {
    lead.smtp.behaviour = { delayMs: 1000 };
    const names = Array.from({ length: 12 }, (_, index) => unique(`Burst${index}`));
    const about = (name: string) =>
      lead.smtp.received.filter(
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
    await mailDrained(lead.smtp);
    const all = names.flatMap(about);
    expect(all).toHaveLength(24);
    expect(new Set(all.map((mail) => mail.messageId)).size).toBe(24);
  });

  it('one mail of an enquiry refused, the other delivered: the retry sends only the refused one', async () => {
    const name = unique('Half');
    const visitor = visitorOf(name);
    lead.smtp.behaviour = { refuseTo: visitor };
    await callEndpoint(contactsApi.create, { body: valid.contact({ name, email: visitor }) });
    expect(await mailsAbout(name, 1)).toHaveLength(1);
    // Counted by this enquiry's mails: the dashboard's total also moves with earlier tests' mails.
    await expect.poll(() => mailStates(name), { timeout: 10_000 }).toEqual(['retrying', 'sent']);
    lead.smtp.behaviour = {};
    await new Promise((resolve) => setTimeout(resolve, 100));
    await retryDue();
    const mails = await mailsAbout(name, 2);
    expect(mails.map((mail) => addresses(mail.to)[0]).sort()).toEqual([visitor, 'sales@example.com'].sort());
    await mailDrained(lead.smtp);
    expect(arrivedAbout(name)).toHaveLength(2);
    await expect.poll(() => mailStates(name), { timeout: 10_000 }).toEqual(['sent', 'sent']);
  });

  it('three scheduled runs at once over many waiting mails: each mail is sent once', async () => {
    await lead.smtp.close();
    const names = Array.from({ length: 6 }, (_, index) => unique(`Waiting${index}`));
    try {
      for (const name of names) expect((await callEndpoint(helpApi.create, { body: valid.help({ name }) })).status).toBe(201);
      await expect
        .poll(async () => {
          const mails = (await callEndpoint(mailApi.recent, { token: lead.token, query: { limit: 200 } })).body.data;
          return mails.filter(
            (mail: { subject: string; state: string }) =>
              names.some((name) => mail.subject.includes(name)) && mail.state === 'retrying',
          ).length;
        })
        .toBe(names.length);
    } finally {
      lead.smtp = await startSmtp(lead.smtp.port);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    await Promise.all([retryDue(), retryDue(), retryDue()]);
    for (const name of names) expect(await mailsAbout(name, 1)).toHaveLength(1);
    await retryDue();
    await mailDrained(lead.smtp);
    for (const name of names) expect(arrivedAbout(name)).toHaveLength(1);
  });

  it('Resend while the mail is being sent is refused (409) and the mail arrives once', async () => {
    const name = unique('Resend Race');
    lead.smtp.behaviour = { delayMs: 1500 };
    await callEndpoint(helpApi.create, { body: valid.help({ name }) });
    let mail: { _id: string; state: string } | undefined;
    await expect
      .poll(async () => {
        mail = (await callEndpoint(mailApi.recent, { token: lead.token })).body.data.find((each: { subject: string }) =>
          each.subject.includes(name),
        );
        return mail?.state;
      })
      .toBe('sending');
    const during = await callEndpoint(mailApi.resend, { token: lead.token, params: { id: mail!._id } });
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
    const mail = (await callEndpoint(mailApi.recent, { token: lead.token })).body.data.find((each: { subject: string }) =>
      each.subject.includes(name),
    )!;
    const again = await callEndpoint(mailApi.resend, { token: lead.token, params: { id: mail._id } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: 'Mail sent again', data: { state: 'sent' } });
    expect(await mailsAbout(name, 2)).toHaveLength(2);
    expect((await callEndpoint(mailApi.resend, { params: { id: mail._id } })).status).toBe(401);
    expect((await callEndpoint(mailApi.resend, { token: lead.token, params: { id: '0000000000000000zz' } })).status).toBe(404);
  });
});
