/** Money paid for orders: staff record and confirm payments and record refunds, the Payments list, the customer's report and online link, Razorpay's webhook. */
import type { Config } from '@netlify/functions';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import { json, message } from '../../src/lib/server/http.ts';
import { customerPage, reportPayment } from '../../src/lib/server/payments/buyer-payments.ts';
import { listPayments } from '../../src/lib/server/payments/list.ts';
import { paymentLinkFor } from '../../src/lib/server/payments/payment-links.ts';
import { receiveRazorpayEvent } from '../../src/lib/server/payments/razorpay.ts';
import { decideReport, recordPayment, recordRefund } from '../../src/lib/server/payments/payment-recording.ts';
import type { PaymentTerms } from '../../src/lib/server/orders/terms.ts';
import { staffAnswer } from '../../src/lib/server/quotations/staff-view.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** A staff write's answer: its words, the order as stored and its money now. */
const answer = async (done: Promise<{ message: string; quotation: Quotation; terms: PaymentTerms }>) => {
  const { message: said, quotation, terms } = await done;
  return json({ message: said, data: await staffAnswer(quotation, terms) });
};

export default serve(paymentsApi, {
  list: async ({ query: { status, page, limit } }) => json(await listPayments(status, page, limit)),
  record: ({ params, body, member }) => answer(recordPayment(params.id, body, member)),
  refund: ({ params, body, member }) => answer(recordRefund(params.id, body, member)),
  confirm: ({ params, body, member }) => answer(decideReport(params.id, params.paymentId, 'confirm', body, member)),
  reject: ({ params, member }) => answer(decideReport(params.id, params.paymentId, 'reject', undefined, member)),
  report: async ({ params, body, address }) => {
    const { message: said, quotation } = await reportPayment(params.secret, body, address);
    return json({ message: said, data: await customerPage(quotation) });
  },
  link: async ({ params, address }) => json({ data: { url: await paymentLinkFor(params.secret, address) } }),
  razorpay: async ({ request, body, raw }) =>
    message(await receiveRazorpayEvent(raw ?? new Uint8Array(), request.headers.get('x-razorpay-signature') ?? '', body)),
});

export const config: Config = {
  path: [
    '/api/payments',
    '/api/payments/',
    '/api/payments/razorpay',
    '/api/payments/razorpay/',
    '/api/quotations/:id/payments',
    '/api/quotations/:id/refunds',
    '/api/quotations/:id/payments/:paymentId/confirm',
    '/api/quotations/:id/payments/:paymentId/reject',
    '/api/q/:secret/payment-report',
    '/api/q/:secret/payment-link',
  ],
};
