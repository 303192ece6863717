/** Invoices of orders: billing details, issuing and cancelling, credit and debit notes, PDFs, the month's list and the accountant's files. */
import type { Config } from '@netlify/functions';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { INVOICE_MESSAGES } from '../../src/lib/messages/invoices.ts';
import { customerSetsBilling, staffSetsBilling, staffSetsSupply } from '../../src/lib/server/quotations/billing.ts';
import { issueInvoice } from '../../src/lib/server/invoices/issue.ts';
import { cancelStaffInvoice } from '../../src/lib/server/invoice-cancelling.ts';
import { hsnCsv, registerCsv, registerOf } from '../../src/lib/server/invoices/register.ts';
import { hsnAnswer, invoiceAnswer, invoiceRow, registerAnswer } from '../../src/lib/server/invoices/views.ts';
import { customerPage } from '../../src/lib/server/payments/buyer-payments.ts';
import { bySecret } from '../../src/lib/server/quotations/buyer-page.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { staffAnswer } from '../../src/lib/server/quotations/staff-view.ts';
import { FILE_TYPES, fileResponse } from '../../src/lib/server/files/download.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { issueNote } from '../../src/lib/server/notes/issue-note.ts';
import { documentPdf } from '../../src/lib/server/notes/document-pdf.ts';
import { noteAnswer, readDocument } from '../../src/lib/server/notes/note-views.ts';

/** The accountant's file of a month, a download. */
const csvFile = (text: string, name: string) => fileResponse({ body: text, type: FILE_TYPES.csv, name });

export default serve(
  { ...invoicesApi, ...customerInvoiceApi },
  {
    issue: async ({ params, body, member }) => {
      const { message, invoice } = await issueInvoice(quotations, params.id, body.kind, member.name);
      return json({ message, data: invoiceAnswer(invoice) }, 201);
    },
    setBilling: async ({ params, body, member }) => {
      const { message, quotation } = await staffSetsBilling(params.id, body, member.name);
      return json({ message, data: await staffAnswer(quotation) });
    },
    setSupply: async ({ params, body, member }) => {
      const { message, quotation } = await staffSetsSupply(params.id, body.treatment, member.name);
      return json({ message, data: await staffAnswer(quotation) });
    },
    list: async ({ query }) => {
      const entries = await registerOf(query.month, query.kind || undefined);
      return json({ data: entries.map(invoiceRow), month: query.month });
    },
    register: async ({ query }) => {
      const entries = await registerOf(query.month);
      if (query.format === 'csv') return csvFile(registerCsv(entries), `invoice-register-${query.month}.csv`);
      return json({ data: registerAnswer(entries), month: query.month });
    },
    hsnSummary: async ({ query }) => {
      const entries = await registerOf(query.month);
      if (query.format === 'csv') return csvFile(hsnCsv(entries), `hsn-summary-${query.month}.csv`);
      return json({ data: hsnAnswer(entries), month: query.month });
    },
    get: async ({ params }) => {
      const { invoice, note } = await readDocument(params.id);
      return json({ data: note ? noteAnswer(note) : invoiceAnswer(invoice) });
    },
    issueNote: async ({ params, body, member }) => {
      const { message, note } = await issueNote(quotations, params.id, body, member.name);
      return json({ message, data: noteAnswer(note) }, 201);
    },
    pdf: async ({ params }) => documentPdf(await readDocument(params.id)),
    cancel: async ({ params, body, member }) => {
      const { message, invoice } = await cancelStaffInvoice(quotations, params.id, body.reason, member.name);
      return json({ message, data: invoiceAnswer(invoice) });
    },
    customerBilling: async ({ params, body, address }) => {
      const { message, quotation } = await customerSetsBilling(params.secret, body, address);
      // The page is drawn again from this answer: with how to pay, as its every other answer.
      return json({ message, data: await customerPage(quotation) });
    },
    customerPdf: async ({ params, address }) => {
      const [found, document] = await Promise.all([
        bySecret(params.secret, address),
        readDocument(params.id).catch((error) => {
          if (error instanceof HttpError) return null;
          throw error;
        }),
      ]);
      // Only the invoices and notes of the page's own order; another's answers as one that does not exist.
      const record = document?.note ?? document?.invoice;
      if (!document || record?.quotationId !== found.value._id) throw new HttpError(404, INVOICE_MESSAGES.invoiceNotFound);
      return documentPdf(document);
    },
  },
);

export const config: Config = {
  path: [
    '/api/quotations/:id/invoices',
    '/api/quotations/:id/billing',
    '/api/quotations/:id/supply',
    '/api/invoices',
    '/api/invoices/',
    '/api/invoices/register',
    '/api/invoices/register/',
    '/api/invoices/hsn-summary',
    '/api/invoices/hsn-summary/',
    '/api/invoices/:id',
    '/api/invoices/:id/pdf',
    '/api/invoices/:id/cancel',
    '/api/invoices/:id/notes',
    '/api/q/:secret/billing',
    '/api/q/:secret/invoices/:id/pdf',
  ],
};
