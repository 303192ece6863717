/**
 * The order rules (src/lib/server/quotations/quotation-rules.ts) as tables, a row a case: which quotations have
 * an order to move, which stages let the goods leave and so want the tax invoice, when a sample answer is
 * awaited, and what a proof, a recorded acceptance and a send do in each state. The words of each refusal are
 * written out here, not read from the code that makes them. Records made here, no store: milliseconds.
 */
import { describe, expect, it } from 'vitest';
import type { OrderStage, QuotationStatus } from '../../src/lib/quotation.ts';
import {
  dispatchRefusal,
  goodsLeave,
  proofMakesRevision,
  proofRefusal,
  recordedAcceptanceRefusal,
  sampleRefusal,
  sendRefusal,
  stageRefusal,
} from '../../src/lib/server/quotations/quotation-rules.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import { quotationRecord } from '../helpers/quotation-record.ts';

const NOW = new Date('2026-11-27T06:00:00Z');
const ACCEPTED = { status: 'Accepted', acceptance: { name: 'Ram', at: '2026-11-02T00:00:00Z', revision: 1 } } as const;
const TAX_INVOICE = { kind: 'tax', status: 'issued', number: 'INV/2026-27/0001' };

describe.each([
  { status: 'Accepted', moves: true },
  ...(['Draft', 'Sent', 'Changes requested', 'Declined', 'Expired'] as const).map((status) => ({ status, moves: false })),
] satisfies { status: QuotationStatus; moves: boolean }[])('a quotation that is $status', ({ status, moves }) => {
  it(moves ? 'has an order to move through its stages' : 'has no order to move', () => {
    const refused = stageRefusal(quotationRecord({ status }));
    if (moves) expect(refused).toBeNull();
    else
      expect(refused).toMatchObject({
        status: 409,
        message: 'Only an accepted quotation has an order to move through its stages',
      });
  });
});

describe.each([
  ...(['Artwork approved', 'Sample sent', 'Sample approved', 'In production'] as const).map((stage) => ({
    stage,
    leaves: false,
  })),
  ...(['Dispatched', 'Delivered'] as const).map((stage) => ({ stage, leaves: true })),
] satisfies { stage: OrderStage; leaves: boolean }[])('an order moved to $stage', ({ stage, leaves }) => {
  const order = (fields: Partial<Quotation> = {}) => quotationRecord({ ...ACCEPTED, ...fields });

  it(leaves ? 'lets the goods leave, so its tax invoice is due' : 'keeps the goods in, so no tax invoice is due yet', () => {
    expect(goodsLeave(stage)).toBe(leaves);
  });

  it(leaves ? 'is refused without a tax invoice, naming why' : 'goes ahead without a tax invoice', () => {
    const refused = dispatchRefusal(order(), stage, 'The buyer has not given billing details.');
    if (leaves)
      expect(refused).toMatchObject({
        status: 409,
        message:
          'Not dispatched: the tax invoice is due when the goods leave, and it cannot be issued. The buyer has not given billing details.',
      });
    else expect(refused).toBeNull();
  });

  it('goes ahead with its tax invoice issued and numbered', () => {
    expect(dispatchRefusal(order({ invoices: [TAX_INVOICE] } as Partial<Quotation>), stage, '')).toBeNull();
  });

  it('counts a tax invoice still being issued (no number yet) or cancelled as none', () => {
    const underWay = order({ invoices: [{ ...TAX_INVOICE, number: '' }] } as Partial<Quotation>);
    const cancelled = order({ invoices: [{ ...TAX_INVOICE, status: 'cancelled' }] } as Partial<Quotation>);
    expect(dispatchRefusal(underWay, stage, '') === null).toBe(!leaves);
    expect(dispatchRefusal(cancelled, stage, '') === null).toBe(!leaves);
  });
});

describe.each([
  { order: 'an accepted order at Sample sent', fields: { stage: 'Sample sent' }, awaited: true },
  {
    order: 'one whose sample the buyer asked changes to',
    fields: { stage: 'Sample sent', sampleChangesAsked: true },
    awaited: false,
  },
  { order: 'one at Sample approved', fields: { stage: 'Sample approved' }, awaited: false },
  { order: 'one in production', fields: { stage: 'In production' }, awaited: false },
  { order: 'a quotation not accepted', fields: { status: 'Sent', acceptance: undefined }, awaited: false },
] satisfies { order: string; fields: Partial<Quotation>; awaited: boolean }[])('the sample of $order', ({ fields, awaited }) => {
  it(awaited ? 'awaits the buyer’s answer' : 'awaits no answer: one is refused', () => {
    const refused = sampleRefusal(quotationRecord({ ...ACCEPTED, ...fields }));
    if (awaited) expect(refused).toBeNull();
    else expect(refused).toMatchObject({ status: 409, message: 'There is no sample waiting for your answer' });
  });
});

describe.each([
  {
    quotation: 'a draft never sent',
    fields: { status: 'Draft', sentRevision: 0 },
    proof: { refused: null, makesRevision: false },
    recorded: null,
    send: null,
  },
  {
    quotation: 'a draft of a new revision',
    fields: { status: 'Draft', revision: 2 },
    proof: { refused: null, makesRevision: false },
    recorded: null,
    send: null,
  },
  { quotation: 'a sent one', fields: {}, proof: { refused: null, makesRevision: true }, recorded: null, send: null },
  {
    quotation: 'one with changes asked',
    fields: { status: 'Changes requested' },
    proof: { refused: null, makesRevision: true },
    recorded: null,
    send: null,
  },
  {
    quotation: 'an accepted one',
    fields: ACCEPTED,
    proof: { refused: 'This quotation was accepted and cannot change: make a new quotation instead', makesRevision: true },
    recorded: 'This quotation was accepted and cannot change: make a new quotation instead',
    send: 'A quotation that is accepted cannot be sent: make a new quotation',
  },
  {
    quotation: 'a declined one',
    fields: { status: 'Declined' },
    proof: { refused: null, makesRevision: true },
    recorded: 'This quotation was declined',
    send: 'A quotation that is declined cannot be sent: make a new quotation',
  },
  {
    quotation: 'one past its valid-until date',
    fields: { status: 'Draft', validUntil: '2026-11-01' },
    proof: { refused: null, makesRevision: false },
    recorded: null,
    send: 'Its valid-until date has passed: set a new date, save, then send',
  },
] satisfies {
  quotation: string;
  fields: Partial<Quotation>;
  proof: { refused: string | null; makesRevision: boolean };
  recorded: string | null;
  send: string | null;
}[])('$quotation', ({ fields, proof, recorded, send }) => {
  const quotation = () => quotationRecord(fields);
  const refusedWith = (refused: { status: number; message: string } | null, message: string | null) => {
    if (message === null) expect(refused).toBeNull();
    else expect(refused).toMatchObject({ status: 409, message });
  };

  it(proof.refused ? 'takes no proof' : 'takes a proof', () => refusedWith(proofRefusal(quotation()), proof.refused));

  it(proof.makesRevision ? 'makes a new revision for a proof, as an edit does' : 'keeps a proof in the draft', () => {
    expect(proofMakesRevision(quotation())).toBe(proof.makesRevision);
  });

  it(recorded ? 'refuses an acceptance staff record' : 'takes an acceptance staff record', () =>
    refusedWith(recordedAcceptanceRefusal(quotation()), recorded),
  );

  it(send ? 'cannot be sent' : 'can be sent', () => refusedWith(sendRefusal(quotation(), undefined, NOW), send));
});

describe('a send of what staff read', () => {
  it('is refused once the quotation was saved since, handing back the version stored', () => {
    expect(sendRefusal(quotationRecord({ status: 'Draft', version: 4 }), 3, NOW)?.data).toMatchObject({ version: 4 });
    expect(sendRefusal(quotationRecord({ status: 'Draft', version: 4 }), 4, NOW)).toBeNull();
  });
});
