/**
 * The company's filing settings (Settings → tax) as the returns, e-invoices, e-way bills and the books read
 * them: what settings saved before they existed lack is read as its default.
 */
import {
  type CompanyTax,
  DEFAULT_EWAY_BILL_THRESHOLD,
  type FilingSettings,
  TALLY_LEDGERS,
} from '../schemas/billing.ts';

export function filingSettings(tax: CompanyTax | undefined): FilingSettings {
  return {
    eInvoicing: tax?.eInvoicing ?? false,
    filing: tax?.filing ?? 'monthly',
    ewayBillThreshold: tax?.ewayBillThreshold ?? DEFAULT_EWAY_BILL_THRESHOLD,
    tally: { ...TALLY_LEDGERS, ...tax?.tally },
  };
}
