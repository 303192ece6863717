/**
 * What credit notes cost in store requests, over a store of its own that counts them and answers each 50 ms late
 * (STORE_LATENCY_MS, Netlify Blobs over the network): an issue, a read, its PDF drawn and then kept, and the
 * month's list. Bounds on the requests, so a change that reads per note or per order is seen; the figures are
 * printed for docs/decisions.md.
 */
import { describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS } from '../helpers/invoice-orders.ts';
import { issueNote, taxInvoiced } from '../helpers/note-orders.ts';
import { withCostedStore } from '../helpers/costed-store.ts';

let token: string;
let enquiryId: string;
const { measured } = withCostedStore('notes cost', 'Costed Note Label', (buyer) => ({ token, enquiryId } = buyer));

describe('store requests of notes (50 ms each)', () => {
  it('an issue, a read, a PDF and the month’s list stay within their bounds', async () => {
    const { invoice } = await taxInvoiced(token, enquiryId, BUYERS.delhi);
    const issued = await measured('a credit note issued', () =>
      issueNote(token, invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 10 }] }),
    );
    expect(issued.result.status).toBe(201);
    expect(issued.requests).toBeLessThanOrEqual(50);
    const id = issued.result.body.data._id;
    const read = await measured('a note read', () => callEndpoint(invoicesApi.get, { params: { id }, token }));
    expect(read.result.status).toBe(200);
    expect(read.requests).toBeLessThanOrEqual(4);
    // Drawn: the session, the note, its kept PDF looked up, the note read again after it and the drawing kept.
    const pdf = await measured('a note’s PDF, drawn', () => callEndpoint(invoicesApi.pdf, { params: { id }, token }));
    expect(pdf.result.status).toBe(200);
    expect(pdf.requests).toBeLessThanOrEqual(5);
    // Kept: the session, the note (who may read it) and the kept PDF.
    const kept = await measured('a note’s PDF, kept', () => callEndpoint(invoicesApi.pdf, { params: { id }, token }));
    expect(kept.result.status).toBe(200);
    expect(kept.requests).toBeLessThanOrEqual(3);
    const month = issued.result.body.data.date.slice(0, 7);
    const list = await measured('the month’s credit notes', () =>
      callEndpoint(invoicesApi.list, { query: { month, kind: 'credit' }, token }),
    );
    expect(list.result.body.data.map((row) => row._id)).toContain(id);
    expect(list.requests).toBeLessThanOrEqual(4);
  });
});
