/**
 * What staff do with a quotation besides editing it (docs/product.md 2.25), below its editor, one panel each
 * (panels/): the buyer's page, the PDF and Send; the artwork proofs; an acceptance that came by mail or
 * phone, or once accepted the order's stage; the buyer's billing details once the customer has the quotation;
 * the order's invoices and payments once accepted; and the story so far, with a message to the customer.
 * Each answer is the quotation as it is now.
 */
import type { QuotationAnswer } from '../../lib/api/quotations.ts';
import { useAction } from './panels/action.tsx';
import { BillingPanel } from './panels/BillingPanel.tsx';
import { EwayBillPanel } from './panels/EwayBillPanel.tsx';
import { InvoicesPanel } from './panels/InvoicesPanel.tsx';
import { OrderPanel } from './panels/OrderPanel.tsx';
import { PaymentsPanel } from './panels/PaymentsPanel.tsx';
import { ProofsPanel } from './panels/ProofsPanel.tsx';
import { RecordPanel } from './panels/RecordPanel.tsx';
import { SendPanel } from './panels/SendPanel.tsx';
import { ThreadPanel } from './panels/ThreadPanel.tsx';

interface Props {
  quotation: QuotationAnswer;
  /** The editor has changes not saved: sending would send the saved quotation, not what is on screen. */
  dirty: boolean;
  onChange: (quotation: QuotationAnswer) => void;
}

export function QuotationActions({ quotation, dirty, onChange }: Props) {
  const action = useAction(onChange);
  return (
    <div className="quotation-actions">
      <SendPanel quotation={quotation} action={action} dirty={dirty} />
      <ProofsPanel quotation={quotation} action={action} />
      {quotation.acceptance ? (
        <OrderPanel quotation={quotation} action={action} />
      ) : (
        quotation.status !== 'Declined' && <RecordPanel quotation={quotation} action={action} />
      )}
      {(quotation.acceptance || quotation.sentRevision) && quotation.status !== 'Declined' && quotation.status !== 'Expired' && (
        <BillingPanel quotation={quotation} action={action} />
      )}
      {quotation.status === 'Accepted' && <InvoicesPanel quotation={quotation} action={action} />}
      {quotation.status === 'Accepted' && <EwayBillPanel quotation={quotation} action={action} />}
      {quotation.status === 'Accepted' && <PaymentsPanel quotation={quotation} action={action} />}
      <ThreadPanel quotation={quotation} action={action} />
    </div>
  );
}
