/**
 * My orders' sign-in links against someone asking for them with another's e-mail, over the real handlers, the
 * local store and a real SMTP server: asks are counted per e-mail and network address together, so another
 * address's asks never stop the buyer's own; one e-mail is sent at most ten a day; the answer is the same for
 * any e-mail; an address only suggested on a record is told by mail that staff have not confirmed it (never a
 * link); and a sent link's token is not kept readable in the outbox.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { MY_ORDERS_MAIL as M, MY_ORDERS_TEXTS as T } from '../../src/lib/messages/my-orders.ts';
import { claim, domainKey } from '../../src/lib/server/customers/records.ts';
import { deliver } from '../../src/lib/server/mail/delivery.ts';
import type { OutboxMail } from '../../src/lib/server/mail/outbox.ts';
import { STORE_NAMES, listKeys, readJSON } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { askLink, buyerRecord, freshEmail, linksTo } from '../helpers/my-orders-buyer.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';

let smtp: TestSmtp;
let network = 0;
/** A network address no other ask of this file came from. */
const freshIp = () => `198.51.${100 + Math.floor(++network / 250)}.${network % 250}`;

withTestMail((started) => (smtp = started));

afterAll(async () => {
  delete process.env.MAIL_RETRY_BASE_MS;
});

/** The outbox's stored mails to `email`. */
async function outboxTo(email: string): Promise<OutboxMail[]> {
  const mails = await Promise.all(
    (await listKeys(STORE_NAMES.outbox, 'mail/')).map((key) => readJSON<OutboxMail>(STORE_NAMES.outbox, key)),
  );
  return mails.filter((mail): mail is OutboxMail => !!mail && mail.to.includes(email));
}

describe('asking for sign-in links', () => {
  it('another address asking for the buyer’s e-mail is stopped after three an hour; the buyer’s own address still gets a link', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    const [attacker, buyer] = [freshIp(), freshIp()];
    for (let ask = 0; ask < 3; ask += 1) expect((await askLink(email, attacker)).status).toBe(200);
    const refused = await askLink(email, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(T.tooManyLinksForEmail(Number(refused.headers.get('retry-after'))));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    // An unknown e-mail asked for from there is held the same way: a 429 tells nobody whether an e-mail is known.
    const stranger = freshEmail('nowhere.example');
    for (let ask = 0; ask < 3; ask += 1) await askLink(stranger, attacker);
    const strangerRefused = await askLink(stranger, attacker);
    expect([strangerRefused.status, strangerRefused.body.message]).toEqual([429, refused.body.message]);

    const asked = await askLink(email, buyer);
    expect(asked.status).toBe(200);
    const links = await linksTo(smtp, email, 4);
    expect(links).toHaveLength(4);
    const session = await callEndpoint(myOrdersApi.session, { body: { token: links[3] } });
    expect(session.status).toBe(200);
  });

  it('sends one e-mail at most ten links a day, over any addresses, and answers a known and an unknown e-mail alike', async () => {
    const known = freshEmail();
    await buyerRecord([known]);
    const unknown = freshEmail('nowhere.example');
    const answers = async (email: string) => {
      const ips = Array.from({ length: 4 }, freshIp);
      const all = [];
      // Three from each of four addresses: within every pair's hourly allowance, past the e-mail's day.
      for (let ask = 0; ask < 11; ask += 1) all.push(await askLink(email, ips[Math.floor(ask / 3)]));
      return all.map((answer) => ({
        status: answer.status,
        body: answer.body,
        retry: answer.status === 429 ? Number(answer.headers.get('retry-after')) : null,
      }));
    };
    const [forKnown, forUnknown] = [await answers(known), await answers(unknown)];
    expect(forKnown.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429]);
    const last = forKnown[10];
    expect(last.body.message).toBe(T.tooManyLinksToday(last.retry!));
    expect(last.retry).toBeGreaterThan(23 * 3600);
    expect(last.retry).toBeLessThanOrEqual(24 * 3600);
    expect(forUnknown.map(({ status, body }) => ({ status, body }))).toEqual(forKnown.map(({ status, body }) => ({ status, body })));
    expect(await linksTo(smtp, known, 10)).toHaveLength(10);
    expect(await outboxTo(unknown)).toEqual([]);
  });
});

describe('an address only suggested on a customer record', () => {
  it('is mailed that staff have not confirmed it yet, with no link, and the answer is the one any e-mail gets', async () => {
    const domain = `suggested-${Date.now().toString(36)}.example`;
    const [owner, suggested] = [freshEmail(domain), freshEmail(domain)];
    const record = await buyerRecord([owner], {
      suggestions: [{ contact: { name: 'Ravi', email: suggested }, enquiries: [], at: new Date().toISOString() }],
    });
    await claim(domainKey(domain), record._id);
    const ip = freshIp();
    const [asked, stranger] = [await askLink(suggested, ip), await askLink(freshEmail('nowhere.example'), ip)];
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(stranger.body);
    expect(asked.body.message).toBe(T.linkSent);

    const [mail] = await smtp.mailsAbout(suggested, 1);
    expect(mail?.text).toContain(M.notConfirmed);
    expect(mail.text).not.toMatch(/token=/);
    expect(`${mail.html}`).not.toMatch(/token=/);
    // Nothing was stored that a link could open: the outbox holds the one mail, without a token.
    expect((await outboxTo(suggested)).map((each) => /token=/.test(each.text))).toEqual([false]);
  });
});

describe('the sign-in link in the outbox', () => {
  it('is no longer readable once the mail is sent, while a send still to be retried keeps it', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    smtp.behaviour.refuse = { code: 451, message: 'Try again later' };
    process.env.MAIL_RETRY_BASE_MS = '1';
    expect((await askLink(email, freshIp())).status).toBe(200);
    await expect.poll(async () => (await outboxTo(email)).map((mail) => mail.state), { timeout: 10_000 }).toEqual(['retrying']);
    const [waiting] = await outboxTo(email);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(waiting.text)?.[1] ?? '';
    expect(token).toHaveLength(43);

    delete smtp.behaviour.refuse;
    const sent = await deliver(waiting._id);
    expect(sent?.state).toBe('sent');
    expect(await linksTo(smtp, email, 1)).toEqual([token]);
    const [stored] = await outboxTo(email);
    expect(stored.state).toBe('sent');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.text).toContain(M.linkRemoved);
    // The link still works: the buyer's copy of the mail holds it.
    expect((await callEndpoint(myOrdersApi.session, { body: { token } })).status).toBe(200);
  });

  it('is removed from a link mail sent at the first try too', async () => {
    const email = freshEmail();
    await buyerRecord([email]);
    expect((await askLink(email, freshIp())).status).toBe(200);
    const [token] = await linksTo(smtp, email, 1);
    await expect.poll(async () => (await outboxTo(email)).map((mail) => mail.state)).toEqual(['sent']);
    expect(JSON.stringify(await outboxTo(email))).not.toContain(token);
  });
});
