/** The quotation's story so far, newest first, and a message to the customer. */
import { useState } from 'react';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { QUOTATION_TEXTS as T } from '../../../lib/messages/quotations.ts';
import { quotationMessageSchema } from '../../../lib/schemas/customer-quotations.ts';
import type { QuotationEvent } from '../../../lib/schemas/quotations.ts';
import { NoteField } from '../../components/Field.tsx';
import { Panel, type PanelProps, Submit } from './action.tsx';

/** One step of the quotation's story, in the back office's words. */
function eventText(event: QuotationEvent): string {
  const words = T.eventWords;
  const head =
    event.kind === 'sent'
      ? words.sent(event.revision ?? 1)
      : event.kind === 'accepted'
        ? words.accepted(event.revision ?? 1)
        : event.kind === 'stage'
          ? words.stage(event.stage ?? '')
          : words[event.kind];
  const tracking = event.tracking ? ` · ${[event.tracking.courier, event.tracking.number].filter(Boolean).join(' ')}` : '';
  const note = event.internalNote ? ` (${T.internalNoteShort}: ${event.internalNote})` : '';
  return `${head}${tracking}${event.file ? `: ${event.file.name}` : ''}${event.text ? `: ${event.text}` : ''}${note}`;
}

export function ThreadPanel({ quotation, action }: PanelProps) {
  const [message, setMessage] = useState('');

  const sendMessage = action.submit(
    'message',
    quotationMessageSchema,
    { message },
    () => callApi(quotationsApi.message, { params: { id: quotation._id }, body: { message } }),
    () => setMessage(''),
  );

  return (
    <Panel id="quotation-thread" title={T.threadTitle}>
      <ol className="enquiry-detail__history" reversed>
        {[...(quotation.events ?? [])].reverse().map((event, index) => (
          <li key={index}>
            <strong>{event.by === 'customer' ? quotation.customer.name : event.by || 'Site'}</strong>, {formatDateTime(event.at)}:{' '}
            {eventText(event)}
          </li>
        ))}
      </ol>
      <form onSubmit={sendMessage} noValidate>
        <NoteField id="quotation-message" label={T.messageLabel} value={message} onChange={setMessage} />
        <Submit action={action} name="message" label={T.sendMessageButton} look="secondary" />
      </form>
    </Panel>
  );
}
