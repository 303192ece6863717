/**
 * Who the activity list names for work no one signed in did, over the real store: a merge customer linking
 * made by itself is "Linking"'s, a quotation the scheduled run expired is the "Scheduled run"'s; a privacy
 * request's answer is listed under the team member (declared on the requests' collection), its asking is not.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTORS } from '../../src/lib/messages/activity.ts';
import { CUSTOMER_MESSAGES } from '../../src/lib/messages/customers.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { PRIVACY_REQUEST_KIND_LABELS } from '../../src/lib/messages/privacy-requests.ts';
import { openPrivacyRequest } from '../../src/lib/server/privacy/requests.ts';
import { callEndpoint } from '../helpers/api.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { mergeCustomers } from '../../src/lib/server/customers/merge.ts';
import { expireAndRemind } from '../../src/lib/server/quotations/expiry.ts';
import { activityPage } from '../../src/lib/server/team/activity.ts';
import { customerRecords } from '../helpers/customer-records.ts';
import { sentQuotation, withInvoiceBuyer } from '../helpers/invoice-orders.ts';

const buyer = {} as { token: string; productId: string };
withInvoiceBuyer('Actor label', (started) => Object.assign(buyer, started), 'Ram Actor');
const { requestFrom } = customerRecords(buyer);

/** The entries about one record, newest first. */
const entriesOf = async (id: string) => (await activityPage(1, 200)).data.filter((entry) => entry.target.id === id);

describe('the activity list names who did it', () => {
  it('a merge the linking made by itself, both records, under the linking’s name', async () => {
    const stamp = Date.now();
    await requestFrom(`office.${stamp}@epsilon-tapes.in`, { company: 'Epsilon Tapes' });
    await requestFrom(`epsilon.${stamp}@rediffmail.com`);
    const kept = (await customerOfEmail(`office.${stamp}@epsilon-tapes.in`))!;
    const gone = (await customerOfEmail(`epsilon.${stamp}@rediffmail.com`))!;
    expect(kept._id).not.toBe(gone._id);

    // No request and no one signed in: the linking merging by a GSTIN, as it did before it asked anyone.
    await mergeCustomers(gone._id, kept._id, { by: 'GSTIN' });

    expect(await entriesOf(kept._id)).toContainEqual(
      expect.objectContaining({
        userName: ACTIVITY_ACTORS.customerLinking,
        userId: 'linking',
        action: CUSTOMER_MESSAGES.activityMergedByGstin(gone.name),
      }),
    );
    expect(await entriesOf(gone._id)).toContainEqual(
      expect.objectContaining({ userName: 'Linking', action: `Customer merged into ${kept.name}` }),
    );
  });

  it('a quotation the scheduled run expired, under the run’s name', async () => {
    const enquiryId = await requestFrom(`expiring.${Date.now()}@example.in`);
    const quotation = await sentQuotation(buyer.token, enquiryId);
    const afterItsDate = new Date(Date.parse(quotation.validUntil) + 2 * 86_400_000);

    const done = await expireAndRemind({ expire: true, remind: false }, afterItsDate);

    expect(done.expired).toBeGreaterThanOrEqual(1);
    const entries = await entriesOf(quotation._id);
    expect(entries[0]).toMatchObject({
      userName: 'Scheduled run',
      userId: 'scheduled-run',
      action: ACTIVITY_ACTIONS.quotationExpired,
      target: { kind: 'quotations', label: quotation.number },
    });
  });

  it('a privacy request answered, under the team member who answered, and not its asking', async () => {
    const request = await openPrivacyRequest({ email: `asking.${Date.now()}@example.in`, kind: 'correction', via: 'form' });
    expect(await entriesOf(request._id)).toEqual([]);

    const answered = await callEndpoint(privacyApi.answer, {
      params: { id: request._id },
      body: { message: 'Your address is corrected.' },
      token: buyer.token,
    });

    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await entriesOf(request._id)).toEqual([
      expect.objectContaining({
        userName: 'Asha',
        action: `Privacy request answered: ${PRIVACY_REQUEST_KIND_LABELS.correction}`,
        target: { kind: 'privacy', id: request._id, label: PRIVACY_REQUEST_KIND_LABELS.correction },
      }),
    ]);
  });
});
