/**
 * The rules of a quotation's flow (src/lib/server/quotations/quotation-rules.ts), on records made here: which
 * answer each state allows, what the customer's page shows, which proofs a revision holds, when staff are
 * mailed, what the scheduled run does. No store: milliseconds. What an order, a proof and a send may do in each
 * state and stage are tables in ./order-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_WRITE_CAPS,
  STAFF_MAIL_QUIET_MS,
  answerRefusal,
  customerEvents,
  customerProofs,
  customerState,
  customerWriteRefusal,
  dueAction,
  gatheredSinceLastMail,
  latestProofs,
  mailsStaffNow,
  proofsOfRevision,
  sentTerms,
} from '../../src/lib/server/quotations/quotation-rules.ts';
import { RECORD_LINE, quotationRecord } from '../helpers/quotation-record.ts';
import type { Quotation, QuotationEvent, QuotationProof, QuotationRevision } from '../../src/lib/schemas/quotations.ts';

const NOW = new Date('2026-11-27T06:00:00Z');
const LINE = RECORD_LINE;

const quotation = quotationRecord;

const proof = (name: string, version: number, revision?: number, at = '2026-11-02T00:00:00Z'): QuotationProof => ({
  fileId: `${name}-${version}`,
  name,
  type: 'image/png',
  size: 10,
  version,
  at,
  by: 'Asha',
  ...(revision && { revision }),
});

describe('what the customer sees', () => {
  it.each([
    [{ acceptance: { name: 'Ram', at: '', revision: 1 } }, 'accepted'],
    [{ status: 'Declined' }, 'declined'],
    [{ status: 'Expired' }, 'expired'],
    [{ validUntil: '2026-11-26' }, 'expired'],
    [{ status: 'Draft', revision: 2 }, 'revising'],
    [{ status: 'Changes requested' }, 'changes'],
    [{}, 'open'],
  ] as const)('%o is %s', (fields, state) => {
    expect(customerState(quotation(fields as Partial<Quotation>), NOW)).toBe(state);
  });

  it('shows the revision last sent, never the draft after it', () => {
    const { charges, currency, taxPercent, validUntil, leadTime, terms, notes } = quotation();
    const earlier: QuotationRevision = {
      ...{ charges, currency, taxPercent, validUntil, leadTime, terms, notes },
      lines: [{ ...LINE, unitPrice: 5 }],
      revision: 1,
      total: 5000,
      sentAt: 'x',
      savedAt: '',
      savedBy: '',
    };
    const draft = quotation({ status: 'Draft', revision: 2, sentRevision: 1, earlier: [earlier] });
    expect(sentTerms(draft).lines[0].unitPrice).toBe(5);
    expect(sentTerms(draft).revision).toBe(1);
  });

  it('lists only the proofs of the revision the customer was sent', () => {
    const record = quotation({
      status: 'Draft',
      revision: 2,
      sentRevision: 1,
      proofs: [proof('label.png', 1, 1), proof('label.png', 2, 2), proof('tag.png', 1, 2)],
    });
    expect(customerProofs(record).map((each) => each.fileId)).toEqual(['label.png-1']);
    expect(proofsOfRevision(record, 2)).toHaveLength(3);
    expect(latestProofs(proofsOfRevision(record, 2)).map((each) => each.fileId)).toEqual(['label.png-2', 'tag.png-1']);
  });

  it('places a proof stored without its revision by the send that followed it', () => {
    const sent: QuotationEvent = { kind: 'sent', at: '2026-11-03T00:00:00Z', by: 'Asha', revision: 1 };
    const record = quotation({
      revision: 2,
      status: 'Draft',
      events: [sent],
      proofs: [proof('a.png', 1, undefined, '2026-11-02T00:00:00Z'), proof('b.png', 1, undefined, '2026-11-04T00:00:00Z')],
    });
    expect(customerProofs(record).map((each) => each.name)).toEqual(['a.png']);
  });

  it('keeps a note for us off the customer’s timeline, and shows a note for them', () => {
    const events: QuotationEvent[] = [
      { kind: 'stage', at: '1', by: 'Asha', stage: 'Sample sent', notified: false, text: 'old note, unticked' },
      { kind: 'stage', at: '2', by: 'Asha', stage: 'In production', notified: false, text: 'for you', forCustomer: true },
      { kind: 'stage', at: '3', by: 'Asha', stage: 'Dispatched', notified: true, internalNote: 'paid late' },
    ];
    const shown = customerEvents(quotation({ events }));
    expect(shown.map((event) => event.text)).toEqual([undefined, 'for you', undefined]);
  });
});

describe('which answer each state allows', () => {
  it.each([
    [
      { acceptance: { name: 'Ram', at: '', revision: 1 } },
      1,
      'This quotation was accepted and cannot change: make a new quotation instead',
    ],
    [{ status: 'Declined' }, 1, 'This quotation was declined'],
    [{ status: 'Expired' }, 1, 'This offer expired! Contact us to get a new quotation.'],
    [{ status: 'Draft', revision: 2 }, 1, 'We are preparing a revised quotation for you: you will get it by mail'],
    [
      { revision: 2, sentRevision: 2 },
      1,
      'This is no longer the latest revision of the quotation: reload the page to see the latest one',
    ],
  ] as const)('refuses an answer to %o', (fields, revision, message) => {
    expect(answerRefusal(quotation(fields as Partial<Quotation>), revision, NOW)).toMatchObject({ status: 409, message });
  });

  it('takes an answer to the revision sent, open or with changes asked', () => {
    expect(answerRefusal(quotation(), 1, NOW)).toBeNull();
    expect(answerRefusal(quotation({ status: 'Changes requested' }), 1, NOW)).toBeNull();
  });
});

describe('what one quotation holds of its customer', () => {
  const theirs = (count: number, text = 'x'): QuotationEvent[] =>
    Array.from({ length: count }, (_, index) => ({ kind: 'message', at: String(index), by: 'customer', text }));

  it('refuses the customer past the cap of writes or of characters, never counting staff', () => {
    expect(customerWriteRefusal(quotation({ events: theirs(CUSTOMER_WRITE_CAPS.events - 1) }), 10)).toBeNull();
    expect(customerWriteRefusal(quotation({ events: theirs(CUSTOMER_WRITE_CAPS.events) }), 10)?.message).toBe(
      'This quotation has too many messages: write to us by mail or call us',
    );
    const long = theirs(1, 'y'.repeat(CUSTOMER_WRITE_CAPS.characters - 5));
    expect(customerWriteRefusal(quotation({ events: long }), 5)).toBeNull();
    expect(customerWriteRefusal(quotation({ events: long }), 6)).not.toBeNull();
    const staff: QuotationEvent[] = Array.from({ length: 1000 }, () => ({ kind: 'message', at: '', by: 'Asha', text: 'z' }));
    expect(customerWriteRefusal(quotation({ events: staff }), 10)).toBeNull();
  });

  it('mails staff about the first message of a burst, and gathers the rest into the next mail', () => {
    const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
    const events: QuotationEvent[] = [];
    const write = (minutes: number) => {
      const told = mailsStaffNow(events, at(minutes));
      events.push({ kind: 'message', at: at(minutes), by: 'customer', text: String(minutes), ...(told && { toldStaff: true }) });
      return told;
    };
    expect([write(0), write(1), write(2), write(14)]).toEqual([true, false, false, false]);
    expect(write(STAFF_MAIL_QUIET_MS / 60_000)).toBe(true);
    expect(gatheredSinceLastMail(events).map((event) => event.text)).toEqual(['1', '2', '14', '15']);
  });
});

describe('the scheduled run', () => {
  it.each([
    [{ validUntil: '2026-11-26' }, 'expired'],
    [{ validUntil: '2026-11-30' }, 'reminded'],
    [{ validUntil: '2026-11-30', remindedAt: 'x' }, null],
    [{ validUntil: '2026-12-20' }, null],
    [{ validUntil: '2026-11-26', status: 'Draft' }, null],
    [{ validUntil: '2026-11-26', status: 'Changes requested' }, 'expired'],
  ] as const)('%o: %s', (fields, action) => {
    expect(dueAction(quotation(fields as Partial<Quotation>), NOW)).toBe(action);
  });
});
