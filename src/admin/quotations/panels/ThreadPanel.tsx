/** The quotation's story so far, newest first, and a message to the customer. */
import { type SubmitEvent, useState } from 'react';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { QUOTATION_TEXTS as T } from '../../../lib/messages/quotations.ts';
import { quotationMessageSchema } from '../../../lib/schemas/customer-quotations.ts';
import type { QuotationEvent } from '../../../lib/types.ts';
import { TextField } from '../../components/Field.tsx';
import { Panel, type PanelProps, Said } from './action.tsx';

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

export function ThreadPanel({ quotation, action: { busy, said, setSaid, run, refusal } }: PanelProps) {
  const [message, setMessage] = useState('');

  const sendMessage = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = refusal(quotationMessageSchema, { message });
    if (refused) return setSaid({ ...said, message: refused });
    void run('message', () => callApi(quotationsApi.message, { params: { id: quotation._id }, body: { message } })).then(
      (done) => done && setMessage(''),
    );
  };

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
        <TextField
          id="quotation-message"
          label={T.messageLabel}
          rows={2}
          maxLength={2000}
          value={message}
          onChange={setMessage}
        />
        <button type="submit" className="button button--secondary" disabled={busy === 'message'}>
          {T.sendMessageButton}
        </button>
        <Said text={said.message} />
      </form>
    </Panel>
  );
}
