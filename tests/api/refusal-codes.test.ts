/**
 * Refusals the admin acts on carry a stable `code` beside their message (src/lib/api/refusal-codes.ts): a
 * save over a version someone else saved, a move into production before the advance, a payment reference
 * already on the order, a staff session ended on the server. The screens branch on these codes, so a
 * reworded message changes nothing they do.
 */
import { describe, expect, it } from 'vitest';
import { accountApi, blogsApi, categoriesApi, loginApi, logoutApi, quotationsApi } from '../../src/lib/api/index.ts';
import { REFUSAL_CODES } from '../../src/lib/api/refusal-codes.ts';
import { ADMIN, adminToken, callEndpoint } from '../helpers/api.ts';
import { acceptedOrder, paymentCalls, useQuotationBuyer } from '../helpers/payment-orders.ts';
import { createBlog, valid } from './fixtures.ts';

const buyer = useQuotationBuyer('Coded Label', 'Ravi Coded');
const { record } = paymentCalls(buyer);

describe('refusals the admin branches on answer their code', () => {
  it('a categories save over a version someone else saved: version-conflict', async () => {
    const token = await adminToken();
    const stored = (await callEndpoint(categoriesApi.list, { token })).body;
    const body = { categories: stored.data.map(({ id, label, hidden }) => ({ id, label, hidden: hidden ?? false })) };
    const headers = { 'if-match': String(stored.version) };
    expect((await callEndpoint(categoriesApi.save, { token, body, headers })).status).toBe(200);
    const stale = await callEndpoint(categoriesApi.save, { token, body, headers });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version-conflict');
  });

  it('a blog post saved over an old version: the same version-conflict', async () => {
    const token = await adminToken();
    const blog = await createBlog(token);
    const save = (title: string) =>
      callEndpoint(blogsApi.replace, {
        params: { key: blog._id },
        body: valid.blog({ title }),
        token,
        headers: { 'if-match': String(blog.version) },
      });
    expect((await save(`${blog.title} first`)).status).toBe(200);
    const stale = await save(`${blog.title} second`);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('version-conflict');
  });

  it('a move into production before the advance: advance-not-paid', async () => {
    const { id } = await acceptedOrder(buyer);
    const refused = await callEndpoint(quotationsApi.stage, {
      params: { id },
      body: { stage: 'In production' },
      token: buyer.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('advance-not-paid');
  });

  it('a payment reference already on the order: same-reference, the first payment in data', async () => {
    const { id } = await acceptedOrder(buyer);
    expect((await record(id, { amount: 1500, method: 'UPI', reference: '512345670101' })).status).toBe(200);
    const again = await record(id, { amount: 1500, method: 'UPI', reference: '512345670101' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('same-reference');
    expect(again.body.data).toEqual({ first: expect.objectContaining({ amount: 1500, reference: '512345670101' }) });
  });

  it('a staff call with a session ended on the server: session-ended', async () => {
    await adminToken();
    const signedIn = await callEndpoint(loginApi.signIn, { body: ADMIN, ip: '198.51.100.7' });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token;
    expect((await callEndpoint(logoutApi.logout, { token })).status).toBe(200);
    const ended = await callEndpoint(accountApi.me, { token });
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('session-ended');
  });

  it('a refusal of no declared kind carries no code, and every declared code says what it means', async () => {
    const token = await adminToken();
    const missing = await callEndpoint(blogsApi.get, { params: { key: 'no-such-post-anywhere' }, token });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.stringMatching(/\S/) });
    const meanings = Object.entries(REFUSAL_CODES);
    expect(meanings.length).toBeGreaterThanOrEqual(4);
    for (const [code, meaning] of meanings) expect(meaning, code).toMatch(/\S{3}/);
  });
});
