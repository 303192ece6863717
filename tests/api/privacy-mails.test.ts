/**
 * The mails around a privacy request, read from a real SMTP server: staff hear of a request as it opens, with the
 * date the law gives them; an erasure's answer, the last mail naming the person, leaves the outbox once sent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, mailApi } from '../../src/lib/api/index.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { housekeeping } from '../../src/lib/server/housekeeping.ts';
import { mailKey, outboxStore } from '../../src/lib/server/mail/outbox.ts';
import { openPrivacyRequest, privacyRequests } from '../../src/lib/server/privacy/requests.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';
import { valid } from './fixtures.ts';

let smtp: TestSmtp;
let token: string;

withTestMail((started) => (smtp = started), { notifyStaff: true });

beforeAll(async () => {
  token = await adminToken();
});

/** The outbox's keys whose value names `needle`. */
async function outboxKeysNaming(needle: string): Promise<string[]> {
  const store = openStore(STORE_NAMES.outbox);
  const found: string[] = [];
  for await (const page of store.list({ paginate: true })) {
    for (const blob of page.blobs) {
      const text = await store.get(blob.key, { type: 'text' });
      if (text?.toLowerCase().includes(needle.toLowerCase())) found.push(blob.key);
    }
  }
  return found;
}

describe('staff', () => {
  it('are mailed of a request confirmed from the public page, with its due date, the buyer’s words and the screen', async () => {
    const email = `notice.${Date.now()}@example.in`;
    const words = 'मेरा डेटा दिखाइए 🙏 "all of it" / please';
    expect((await callEndpoint(privacyApi.ask, { body: { email, kind: 'access', message: words } })).status).toBe(202);
    const [link] = await smtp.mailsAbout(email, 1);
    const linkToken = /#token=([A-Za-z0-9_-]+)/.exec(link.text ?? '')?.[1] ?? '';
    const confirmed = await callEndpoint(privacyApi.confirm, { body: { token: linkToken } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    const due = new Date(confirmed.body.data.dueAt).toLocaleDateString('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });

    const [notice] = await smtp.mailsAbout(`Privacy request: A copy of my data — answer by ${due}`, 1);
    expect(notice, 'staff’s notice').toBeDefined();
    expect(notice.to).toMatchObject({ value: [{ address: 'sales@example.com' }] });
    expect(notice.replyTo?.value[0]?.address).toBe(email);
    expect(notice.text).toContain(`${email} asked us for: A copy of my data. The law gives us until ${due} to answer.`);
    expect(notice.text).toContain(words);
    expect(notice.text).toContain('Open Privacy requests: https://labels.example/admin/privacy-requests');
    // Someone's words: the Mail screen lists the notice by its subject, never with them, as every mail of a request.
    const screen = await callEndpoint(mailApi.recent, { token });
    expect(screen.status).toBe(200);
    expect(screen.body.data.some((mail) => mail.subject.startsWith('Privacy request: A copy of my data'))).toBe(true);
    expect(JSON.stringify(screen.body)).not.toContain(words);
  });
});

describe('an erasure’s answer', () => {
  it('is removed from the outbox by the housekeeping run once sent, so nothing there names the person', async () => {
    const email = `erased.${Date.now()}@example.in`;
    const sent = await callEndpoint(contactsApi.create, { body: valid.contact({ email, message: 'Please call me.' }) });
    expect(sent.status).toBe(201);
    const request = await openPrivacyRequest({ email, kind: 'erasure', message: 'Erase me', via: 'form' });
    await smtp.mailsAbout(`Privacy request: Erase my data`, 1);
    const answered = await callEndpoint(privacyApi.answer, { params: { id: request._id }, body: { message: 'Done.' }, token });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const [answer] = await smtp.mailsAbout('Erase my data: our answer', 1);
    expect(answer.to).toMatchObject({ value: [{ address: email }] });

    const mailId = (await privacyRequests.get(request._id))?.answer?.mailId;
    expect(mailId).toBeTruthy();
    // The outbox records the send just after the server took it.
    await expect
      .poll(async () => ((await outboxStore().get(mailKey(mailId!), { type: 'json' })) as { state?: string } | null)?.state)
      .toBe('sent');
    expect(await outboxKeysNaming(email)).toEqual([mailKey(mailId!)]);

    const done = await housekeeping();
    expect(done['erasure answers sent, removed from the outbox']).toBe(1);
    expect(await outboxKeysNaming(email)).toEqual([]);
    expect((await privacyRequests.get(request._id))?.answer).toMatchObject({ message: expect.stringContaining('Done.') });
    expect((await privacyRequests.get(request._id))?.answer?.mailId).toBeUndefined();
    // A second run finds nothing more to remove.
    expect((await housekeeping())['erasure answers sent, removed from the outbox']).toBe(0);
  });
});
