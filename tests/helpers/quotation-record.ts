/**
 * A quotation record as the store holds it, made here for the rules' unit tests (no store): a sent
 * quotation of 1,000 woven labels at ₹3 with 18% tax, changed by `fields`.
 */
import type { Quotation } from '../../src/lib/schemas/quotations.ts';

export const RECORD_LINE = { productId: '', description: 'Woven label', quantity: 1000, unitPrice: 3 };

export function quotationRecord(fields: Partial<Quotation> = {}): Quotation {
  return {
    _id: 'q1',
    dateAdded: '2026-11-01T00:00:00Z',
    version: 3,
    number: 'Q-2026-0001',
    enquiryId: 'e1',
    enquiryKind: 'quotes',
    customer: { name: 'Ram', email: 'ram@example.in', phone: '', company: '' },
    status: 'Sent',
    revision: 1,
    sentRevision: 1,
    total: 3000,
    earlier: [],
    secret: 's',
    createdBy: 'Asha',
    savedAt: '2026-11-01T00:00:00Z',
    savedBy: 'Asha',
    lines: [RECORD_LINE],
    charges: [],
    currency: 'INR',
    taxPercent: 18,
    validUntil: '2026-12-20',
    leadTime: '',
    terms: '',
    notes: '',
    events: [],
    ...fields,
  } as Quotation;
}
