/**
 * The site settings: read by anyone, saved by Admins over the version they read, each field checked; the
 * company's tax, bank and UPI details read by Admins and the server alone.
 */
import { describe, expect, it } from 'vitest';
import { type BodyOf, activityApi, settingsApi, teamMembersApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { SETTINGS_TEXTS } from '../../src/lib/messages/settings.ts';
import { readContentVersion } from '../../src/lib/server/site/publish.ts';
import { loadSiteData } from '../../src/lib/server/site/site-data.ts';
import { billingSettings } from '../../src/lib/server/site/site-settings.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { DEFAULT_PAYMENT_SETTINGS, DEFAULT_SETTINGS, type SiteSettings, publicSettings } from '../../src/lib/settings.ts';
import { type OffContract, adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { COMPANY } from '../helpers/company-details.ts';
import { loginApi } from '../../src/lib/api/index.ts';

const save = (token: string | undefined, data: BodyOf<typeof settingsApi.save> | OffContract, version?: number) =>
  callEndpoint(settingsApi.save, { token, body: data, headers: version === undefined ? {} : { 'if-match': String(version) } });

const read = async () => (await callEndpoint(settingsApi.get)).body as { data: SiteSettings; version: number };

/** A Staff member of the team, signed in (made on first use). */
let staff: Promise<string> | undefined;
const staffToken = () =>
  (staff ??= (async () => {
    const email = 'settings.staff@example.com';
    await callEndpoint(teamMembersApi.create, {
      token: await adminToken(),
      body: { email, name: 'Staff Person', role: 'Staff', password: 'a long staff password' },
    });
    return (await callEndpoint(loginApi.signIn, { body: { email, password: 'a long staff password' }, ip: '198.51.100.40' })).body
      .token;
  })());

describe('site settings', () => {
  it('read as the defaults before the first save, by anyone; an Admin also reads the payment rules', async () => {
    const answer = await callEndpoint(settingsApi.get);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: publicSettings(DEFAULT_SETTINGS), version: 0 });
    const admin = await callEndpoint(settingsApi.get, { token: await adminToken() });
    expect(admin.body).toEqual({ data: DEFAULT_SETTINGS, version: 0 });
    expect(admin.body.data.payments).toEqual({
      productionWaitsForAdvance: true,
      balanceDueDays: 15,
      remindBeforeDispatch: true,
      remindAfterDue: true,
    });
  });

  it('an Admin saves over the version read: stored, republished, recorded; a stale version is 409 with what is stored', async () => {
    const token = await adminToken();
    const before = await readContentVersion();
    const first = await read();
    const sent = { ...first.data, name: 'लेबल्स & Tags Pvt. Ltd.', hours: 'Mon–Sat, 9:00–19:00 IST' };
    const saved = await save(token, sent, first.version);
    expect(saved.status).toBe(200);
    // The privacy notice prints the company's name: its version moved on with it.
    const noticeVersion = saved.body.data.privacy.noticeVersion;
    expect(noticeVersion).not.toBe(first.data.privacy.noticeVersion);
    const changed = { ...sent, privacy: { ...sent.privacy, noticeVersion } };
    expect(saved.body).toMatchObject({ message: MESSAGES.settingsSaved, version: first.version + 1, data: changed });
    expect(await read()).toEqual({ data: changed, version: first.version + 1 });
    expect((await readContentVersion())! > (before ?? '')).toBe(true);
    const activity = (await callEndpoint(activityApi.list, { token })).body.data;
    expect(activity[0]).toMatchObject({ action: 'Site settings updated', target: { kind: 'settings' } });

    const stale = await save(token, { ...changed, hours: 'Someone else' }, first.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.settingsConflict);
    // Only an Admin can be refused a save: the answer holds the private sections too.
    expect((stale.body as { data?: unknown }).data).toEqual({
      data: { ...changed, payments: DEFAULT_PAYMENT_SETTINGS },
      version: first.version + 1,
    });
    expect((await read()).data.hours).toBe(changed.hours);
  });

  it('Staff are refused (403) with the settings’ own words; visitors 401; nothing changes', async () => {
    const staff = await staffToken();
    const current = await read();
    const refused = await save(staff, { ...current.data, name: 'Not Allowed' }, current.version);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SETTINGS_TEXTS.adminOnly);
    expect((await save(undefined, current.data, current.version)).status).toBe(401);
    // Who may save is said before what a save must carry.
    expect((await save(staff, { ...current.data, name: 'Not Allowed' })).status).toBe(403);
    expect((await save(undefined, current.data)).status).toBe(401);
    expect(await read()).toEqual(current);
  });

  it('a save without If-Match is 428 saying what to send, and keeps what was stored', async () => {
    const token = await adminToken();
    const current = await read();
    const answer = await save(token, { ...current.data, hours: 'Saved over someone else' });
    expect(answer.status).toBe(428);
    expect(answer.body.message).toBe(MESSAGES.ifMatchRequired);
    expect(await read()).toEqual(current);
  });

  // Each refused on purpose, some against the contract's types (a certificate it does not know).
  it.each([
    ['a phone that cannot be dialled', (s: SiteSettings) => ({ ...s, phones: ['call us!'] }), 'phones'],
    ['no phone at all', (s: SiteSettings) => ({ ...s, phones: [] }), 'phones'],
    ['a WhatsApp number of letters', (s: SiteSettings) => ({ ...s, whatsapp: 'whatsapp' }), 'whatsapp'],
    ['an e-mail that is not one', (s: SiteSettings) => ({ ...s, emails: ['sales at example'] }), 'emails'],
    [
      'a negative price',
      (s: SiteSettings) => ({ ...s, priceTable: { ...s.priceTable, rows: [{ pieces: 100, price: -5, original: 10 }] } }),
      'priceTable',
    ],
    [
      '13 price rows',
      (s: SiteSettings) => ({
        ...s,
        priceTable: { ...s.priceTable, rows: Array.from({ length: 13 }, (_, n) => ({ pieces: n + 1, price: 10, original: 20 })) },
      }),
      'priceTable',
    ],
    [
      'a struck-through price below the price',
      (s: SiteSettings) => ({ ...s, priceTable: { ...s.priceTable, rows: [{ pieces: 100, price: 50, original: 10 }] } }),
      'priceTable',
    ],
    ['a rating of 6', (s: SiteSettings) => ({ ...s, claims: { ...s.claims, rating: 6 } }), 'claims'],
    [
      'a social link that is not https',
      (s: SiteSettings) => ({ ...s, social: [{ label: 'Site', url: 'javascript:alert(1)' }] }),
      'social',
    ],
    ['an unknown certificate', (s: SiteSettings) => ({ ...s, certificates: ['fake'] }), 'certificates'],
    ['a name of 500 characters', (s: SiteSettings) => ({ ...s, name: 'n'.repeat(500) }), 'name'],
  ])('refuses %s with 400 naming the field, and keeps what was stored', async (_case, change, field) => {
    const token = await adminToken();
    const current = await read();
    const answer = await save(token, offContract(change(current.data)), current.version);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveProperty(field);
    expect(await read()).toEqual(current);
  });

  it('years follow the founding year unless set; a blank years reads as null', async () => {
    const token = await adminToken();
    const current = await read();
    const answer = await save(token, { ...current.data, claims: { ...current.data.claims, years: null } }, current.version);
    expect(answer.status).toBe(200);
    expect(answer.body.data.claims.years).toBeNull();
  });
});

describe('the company’s tax, bank and UPI details', () => {
  const { tax: TAX, bank: BANK, upi: UPI } = COMPANY;
  const PAYMENTS = { productionWaitsForAdvance: false, balanceDueDays: 30, remindBeforeDispatch: true, remindAfterDue: false };

  const adminRead = async () =>
    (await callEndpoint(settingsApi.get, { token: await adminToken() })).body as { data: SiteSettings; version: number };

  it('an Admin saves them and reads them back, as the server does; visitors, Staff and the public site never see them', async () => {
    const token = await adminToken();
    const current = await adminRead();
    const sent = { ...current.data, tax: { ...TAX, gstin: ' 07aaacl1234c1z7 ' }, bank: BANK, upi: UPI, payments: PAYMENTS };
    const saved = await save(token, sent, current.version);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.status).toBe(200);
    // The GSTIN as an invoice prints it: trimmed, in capitals.
    expect(saved.body.data).toMatchObject({ tax: TAX, bank: BANK, upi: UPI, payments: PAYMENTS });
    expect((await adminRead()).data).toMatchObject({ tax: TAX, bank: BANK, upi: UPI, payments: PAYMENTS });
    expect(await billingSettings()).toEqual({
      tax: { ...TAX, signatory: { name: 'Asha Verma', imageId: '' }, turnover: 'up-to-5-crore' },
      bank: BANK,
      upi: UPI,
      payments: PAYMENTS,
    });

    const secrets = [BANK.account, UPI.id, TAX.gstin, TAX.lut.reference];
    const visitor = await callEndpoint(settingsApi.get);
    const colleague = await callEndpoint(settingsApi.get, { token: await staffToken() });
    const site = await loadSiteData();
    for (const data of [visitor.body.data, colleague.body.data, site.settings]) {
      expect(data).not.toHaveProperty('tax');
      expect(data).not.toHaveProperty('bank');
      expect(data).not.toHaveProperty('upi');
      expect(data).not.toHaveProperty('payments');
      expect(data.name).toBe(current.data.name);
    }
    const published = JSON.stringify(site);
    for (const secret of secrets) expect(published).not.toContain(secret);
  });

  it.each([
    ['a GSTIN whose check character is wrong', { tax: { ...TAX, gstin: '07AAACL1234C1Z3' } }, 'tax', /GSTIN/],
    ['an IFSC without its fifth-place zero', { bank: { ...BANK, ifsc: 'HDFC1001234' } }, 'bank', /IFSC/],
    ['a UPI ID without a bank', { upi: { ...UPI, id: 'labelsandtags' } }, 'upi', /UPI ID/],
    ['a balance due in 400 days', { payments: { ...PAYMENTS, balanceDueDays: 400 } }, 'payments', /at most 365/],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, change, field, words) => {
    const token = await adminToken();
    const current = await adminRead();
    const answer = await save(token, { ...current.data, tax: TAX, bank: BANK, upi: UPI, ...change }, current.version);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[field]).toMatch(words);
    expect(await adminRead()).toEqual(current);
  });

  it('Staff cannot save them (403), and nothing changes', async () => {
    const current = await adminRead();
    const refused = await save(await staffToken(), { ...current.data, bank: { ...BANK, account: '999999999' } }, current.version);
    expect(refused.status).toBe(403);
    expect(await adminRead()).toEqual(current);
  });

  it('settings stored before these sections existed read with the payment rules’ defaults and no tax details', async () => {
    const { tax: _tax, bank: _bank, upi: _upi, payments: _payments, ...older } = DEFAULT_SETTINGS;
    await openStore(STORE_NAMES.meta).setJSON('site/settings', { data: { ...older, name: 'Older Co.' }, version: 41 });
    const answer = await adminRead();
    expect(answer.version).toBe(41);
    expect(answer.data.name).toBe('Older Co.');
    expect(answer.data.payments).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(answer.data.tax).toBeUndefined();
  });
});
