/** What the timeline and the open business share: a file downloaded with the staff token, and each order's currency. */
import type { CustomerDetail } from '../../lib/api/customers.ts';
import { errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/download.ts';
import { notify } from '../../lib/client/notify.ts';
import type { QuotationCurrency } from '../../lib/quotation.ts';

/** An invoice PDF's name on disk: an invoice number's slashes are not allowed in a file name. */
export const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** The currency of an order by its id (rupees when it is not among the customer's quotations). */
export function currencyOf(customer: CustomerDetail): (quotationId: string) => QuotationCurrency {
  const currencies = new Map(customer.linked.quotations.map((row) => [row._id, row.currency]));
  return (quotationId) => currencies.get(quotationId) ?? 'INR';
}

interface FileButtonProps {
  path: string;
  name: string;
  label: string;
  text: string;
}

/** A plain link cannot send the staff token: the file is fetched with it and handed to the browser. */
export function FileButton({ path, name, label, text }: FileButtonProps) {
  return (
    <button
      type="button"
      className="link-button"
      aria-label={label}
      onClick={() => void downloadFile(path, name).catch((error: unknown) => notify.error(errorMessage(error)))}
    >
      {text}
    </button>
  );
}
