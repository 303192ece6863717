/**
 * The GST returns and the books (netlify/functions/returns.mts), for an Admin and the Accountant: the
 * periods of a financial year and what each holds, GSTR-1 as the portal's offline tool imports it (JSON, or
 * its CSVs in a ZIP), the check before download, a period marked filed, the period's Tally XML and the
 * month's pack (one ZIP of every file). Amounts in rupees.
 */
import {
  type ShippingBillInput,
  returnFiledSchema,
  returnPackJobSchema,
  returnPackQuery,
  returnPeriodQuery,
  returnYearQuery,
  shippingBillSchema,
} from '../schemas/returns.ts';
import { type Endpoint, endpoint } from './define.ts';

/** How a period stands once filed: the ARN and date the portal gave, and who marked it. */
export interface ReturnFiling {
  arn: string;
  date: string;
  by: string;
  at: string;
}

/** A return period of the year and what it holds. */
export interface ReturnPeriod {
  /** 'MMYYYY' as GSTR-1's `fp` (a quarter's last month under QRMP). */
  period: string;
  /** 'November 2026', or 'October–December 2026' for a quarter. */
  label: string;
  /** Its months, 'YYYY-MM'. */
  months: string[];
  /** Tax invoices issued (cancelled among them), credit and debit notes. */
  invoices: number;
  cancelled: number;
  creditNotes: number;
  debitNotes: number;
  /** The taxable value and the tax of the standing documents, notes netted, in rupees. */
  taxable: number;
  tax: number;
  /** What the check finds (GET /api/returns/check). */
  problems: number;
  /**
   * The first day by which one of its documents must have its IRN (YYYY-MM-DD), while any of them is without it
   * and the IRP's time limit applies (e-invoicing, a turnover of ₹10 crore or more); past days among them.
   */
  irnDue?: string;
  /** Its last day (YYYY-MM-DD): it is marked filed from then on, not before. */
  ends: string;
  /** GSTR-1's due date (YYYY-MM-DD): the 11th after a month, the 13th after a quarter. */
  due: string;
  filed?: ReturnFiling;
}

/** One thing that would make the portal refuse or warn, with the document to mend. */
export interface ReturnProblem {
  invoiceId: string;
  number: string;
  problem: string;
  /** A refusal the portal makes ('error'), or a warning it gives ('warning'). */
  severity: 'error' | 'warning';
  /** A document still without its IRN: the last day the IRP takes it (YYYY-MM-DD), mended on its order. */
  irnDue?: string;
}

/** An export's shipping bill as kept beside its invoice (GSTR-1's `exp`); amounts in rupees. */
export type ShippingBill = ShippingBillInput & {
  invoiceId: string;
  /** The invoice's value in rupees, as GSTR-1 takes it. */
  valueInRupees: number;
  by: string;
  at: string;
};

/** A month's pack prepared by a background job (src/lib/server/returns/pack-jobs.ts), and its progress. */
export interface PackJobView {
  id: string;
  period: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** The period's invoice and note PDFs made so far, of `expectedPdfs`. */
  pdfs: number;
  expectedPdfs: number;
  /** Each a ZIP of at most 18 MB: its size, how many files it holds, its SHA-256 (base64) and its name. */
  parts: { n: number; bytes: number; files: number; sha256: string; fileName: string }[];
  createdAt: string;
  updatedAt: string;
  error?: string;
}

export const returnsApi = {
  /** The periods of a financial year (this one by default), newest first. */
  periods: endpoint<{ data: ReturnPeriod[]; year: string }>()({
    method: 'GET',
    path: '/api/returns',
    access: 'returns',
    query: returnYearQuery,
  }),
  /** GSTR-1 as the offline tool's JSON (`format=json` as a file to save); `format=csv` the tool's CSVs, one per table, in a ZIP. */
  gstr1: endpoint<Record<string, unknown>>()({
    method: 'GET',
    path: '/api/returns/gstr1',
    access: 'returns',
    query: returnPeriodQuery,
  }),
  /** What would make the portal refuse or warn, each with the invoice or note to mend. */
  check: endpoint<{ data: ReturnProblem[] }>()({
    method: 'GET',
    path: '/api/returns/check',
    access: 'returns',
    query: returnPeriodQuery,
  }),
  /**
   * `{ arn, date }`: the period filed; its invoices are corrected by notes from now on, never cancelled. Refused
   * (409, `period-running`) before the period's last day, and (400, `filed-before-period-end`) a date filed
   * before it.
   */
  filed: endpoint<{ message: string; data: ReturnPeriod }>()({
    method: 'POST',
    path: '/api/returns/:period/filed',
    access: 'returns',
    body: returnFiledSchema,
  }),
  /**
   * What customs gave for an export: port code, shipping bill number and date, and the exchange rate of an
   * invoice in a foreign currency. Kept beside the invoice, which stays as issued; recorded again, replaced.
   */
  shippingBill: endpoint<{ message: string; data: ShippingBill }>()({
    method: 'PUT',
    path: '/api/invoices/:id/shipping-bill',
    access: 'books',
    body: shippingBillSchema,
  }),
  /** The period's sales vouchers, receipts and party ledgers as Tally Prime's import XML. */
  tally: endpoint<string>()({ method: 'GET', path: '/api/returns/tally', access: 'returns', query: returnPeriodQuery }),
  /** Every file of the period in one ZIP, streamed, for a month that fits one answer (a later part past 18 MB or 8 s). */
  pack: endpoint<Blob>()({ method: 'GET', path: '/api/returns/pack', access: 'returns', query: returnPackQuery }),
  /** The pack of any size, prepared in parts by a background function: 202 and the job. */
  startPack: endpoint<{ message: string; data: PackJobView }>()({
    method: 'POST',
    path: '/api/returns/packs',
    access: 'returns',
    body: returnPackJobSchema,
  }),
  packJob: endpoint<{ data: PackJobView }>()({ method: 'GET', path: '/api/returns/packs/:id', access: 'returns' }),
  /** One part: a ZIP with Content-Length and Repr-Digest (sha-256), as an attachment. */
  packPart: endpoint<Blob>()({ method: 'GET', path: '/api/returns/packs/:id/parts/:n', access: 'returns' }),
} satisfies Record<string, Endpoint>;
