/** The buyer's page and the PDF, and Send (with If-Match, so a second click sends nothing). */
import { type SubmitEvent, useState } from 'react';
import { pathOf } from '../../../lib/api/define.ts';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { notify } from '../../../lib/client/notify.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { QUOTATION_TEXTS as T } from '../../../lib/messages/quotations.ts';
import { whoseTurn } from '../../../lib/quotation.ts';
import { NoteField } from '../../components/Field.tsx';
import { Panel, type PanelProps, Said, download } from './action.tsx';
import { SubmitButton } from '../../components/Button.tsx';

interface SendPanelProps extends PanelProps {
  /** The editor has changes not saved: sending would send the saved quotation, not what is on screen. */
  dirty: boolean;
}

export function SendPanel({ quotation, action: { busy, said, setSaid, run }, dirty }: SendPanelProps) {
  const [sendWords, setSendWords] = useState('');
  const params = { id: quotation._id };
  const closed = quotation.status === 'Accepted' || quotation.status === 'Declined';

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dirty) return setSaid({ ...said, send: T.saveFirst });
    void run('send', () =>
      callApi(quotationsApi.send, { params, body: { message: sendWords }, headers: { 'If-Match': `"${quotation.version}"` } }),
    ).then((done) => done && setSendWords(''));
  };

  return (
    <Panel id="quotation-send" title={T.sendTitle}>
      <p className="quotation-actions__links">
        <a href={quotation.customerUrl} target="_blank" rel="noreferrer noopener">
          {T.customerPage}
        </a>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void navigator.clipboard?.writeText(quotation.customerUrl).then(() => notify.success(T.linkCopied))}
        >
          {T.copyLink}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void download(pathOf(quotationsApi.pdf, params, {}), `${quotation.number}.pdf`)}
        >
          {T.pdf}
        </button>
        <span className="quotation-actions__turn">{T.turn[whoseTurn(quotation)]}</span>
      </p>
      {quotation.sentAt && quotation.sentRevision && (
        <p>{T.sentOn(quotation.sentRevision, quotation.sentBy ?? '', formatDateTime(quotation.sentAt))}</p>
      )}
      {quotation.declineReason && <p className="quotation-editor__note">{T.declinedBecause(quotation.declineReason)}</p>}
      {!closed && (
        <form onSubmit={send} noValidate>
          <NoteField id="quotation-send-words" label={T.sendMessage} value={sendWords} onChange={setSendWords} />
          <SubmitButton busy={busy === 'send'} label={quotation.status === 'Sent' ? T.sendAgain : T.send} busyLabel={T.sending} />
          <Said text={said.send} />
        </form>
      )}
    </Panel>
  );
}
