/** The site settings: read by anyone, saved by Admins over the version they read, each field checked. */
import { describe, expect, it } from 'vitest';
import { activityApi, settingsApi, usersApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { SETTINGS_TEXTS } from '../../src/lib/messages/settings.ts';
import { readContentVersion } from '../../src/lib/server/site/publish.ts';
import { DEFAULT_SETTINGS, type SiteSettings } from '../../src/lib/settings.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { loginApi } from '../../src/lib/api/index.ts';

const save = (token: string | undefined, data: unknown, version?: number) =>
  callEndpoint(settingsApi.save, { token, body: data, headers: version === undefined ? {} : { 'if-match': String(version) } });

const read = async () => (await callEndpoint(settingsApi.get)).body as { data: SiteSettings; version: number };

describe('site settings', () => {
  it('read as the defaults before the first save, by anyone', async () => {
    const answer = await callEndpoint(settingsApi.get);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: DEFAULT_SETTINGS, version: 0 });
  });

  it('an Admin saves over the version read: stored, republished, recorded; a stale version is 409 with what is stored', async () => {
    const token = await adminToken();
    const before = await readContentVersion();
    const first = await read();
    const changed = { ...first.data, name: 'लेबल्स & Tags Pvt. Ltd.', hours: 'Mon–Sat, 9:00–19:00 IST' };
    const saved = await save(token, changed, first.version);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: MESSAGES.settingsSaved, version: first.version + 1, data: changed });
    expect(await read()).toEqual({ data: changed, version: first.version + 1 });
    expect((await readContentVersion())! > (before ?? '')).toBe(true);
    const activity = (await callEndpoint(activityApi.list, { token })).body.data;
    expect(activity[0]).toMatchObject({ action: 'Site settings updated', target: { kind: 'settings' } });

    const stale = await save(token, { ...changed, hours: 'Someone else' }, first.version);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(MESSAGES.settingsConflict);
    expect((stale.body as { data?: unknown }).data).toEqual({ data: changed, version: first.version + 1 });
    expect((await read()).data.hours).toBe(changed.hours);
  });

  it('Staff are refused (403) with the settings’ own words; visitors 401; nothing changes', async () => {
    const admin = await adminToken();
    const email = 'settings.staff@example.com';
    await callEndpoint(usersApi.create, {
      token: admin,
      body: { email, name: 'Staff Person', role: 'Staff', password: 'a long staff password' },
    });
    const staff = (
      await callEndpoint(loginApi.signIn, { body: { email, password: 'a long staff password' }, ip: '198.51.100.40' })
    ).body.token;
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
    const answer = await save(token, change(current.data), current.version);
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
