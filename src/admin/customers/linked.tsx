/**
 * What the timeline and the open business share: a link to an order's screen, an invoice's PDF and an approved
 * artwork file (downloaded with the staff token), and each order's currency.
 */
import { artworkApi } from '../../lib/api/artwork.ts';
import type { CustomerDetail } from '../../lib/api/customers.ts';
import { pathOf } from '../../lib/api/define.ts';
import { invoicesApi } from '../../lib/api/invoices.ts';
import { errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import type { QuotationCurrency } from '../../lib/quotation.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { quotationPath } from '../paths.ts';

/** A link to an order's (or a quotation's) screen, by its number. */
export const orderLink = (id: string, number: string) => <AdminLink href={quotationPath(id)}>{number}</AdminLink>;

/** An invoice PDF's name on disk: an invoice number's slashes are not allowed in a file name. */
const invoiceFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

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
function FileButton({ path, name, label, text }: FileButtonProps) {
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

/** An invoice's PDF, as its number names it on disk. */
export function InvoicePdf({ invoice }: { invoice: { _id: string; number: string } }) {
  return (
    <FileButton
      path={pathOf(invoicesApi.pdf, { id: invoice._id })}
      name={invoiceFileName(invoice.number)}
      label={T.pdfLabel(invoice.number)}
      text={T.pdf}
    />
  );
}

/** An approved artwork file, its button saying `text`. */
export function ArtworkFile({ file, text }: { file: { fileId: string; name: string }; text: string }) {
  return (
    <FileButton
      path={pathOf(artworkApi.download, { id: file.fileId })}
      name={file.name}
      label={T.downloadLabel(file.name)}
      text={text}
    />
  );
}
