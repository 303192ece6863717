/**
 * What staff do with a quotation besides editing it (issue 19, docs/product.md 2.25), below its editor: the
 * customer's page and the PDF; Send (with If-Match, so a second click sends nothing); the artwork proofs;
 * an acceptance that came by mail or phone; the order's stage once accepted (courier, tracking, 'Tell the
 * customer'); and the story so far, with a message to the customer. Each answer is the quotation as it is now.
 */
import { type ReactNode, type SubmitEvent, useState } from 'react';
import * as v from 'valibot';
import { pathOf } from '../../lib/api/define.ts';
import { type QuotationAnswer, quotationsApi } from '../../lib/api/quotations.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/download.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format.ts';
import { QUOTATION_TEXTS as T } from '../../lib/messages/quotations.ts';
import { ORDER_STAGES, whoseTurn } from '../../lib/quotation.ts';
import { quotationMessageSchema } from '../../lib/schemas/customer-quotations.ts';
import { orderStageSchema, recordAcceptanceSchema } from '../../lib/schemas/quotations.ts';
import type { QuotationEvent } from '../../lib/types.ts';
import { uploadArtwork } from '../../components/quote/artwork-upload.ts';

interface Props {
  quotation: QuotationAnswer;
  /** The editor has changes not saved: sending would send the saved quotation, not what is on screen. */
  dirty: boolean;
  onChange: (quotation: QuotationAnswer) => void;
}

/** A small form: checked with its call's schema, sent, the answer handed on; its message said beside it. */
function useAction(onChange: Props['onChange']) {
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<Record<string, string>>({});
  const run = async (name: string, action: () => Promise<{ message: string; data: QuotationAnswer }>) => {
    setBusy(name);
    setSaid({ ...said, [name]: '' });
    try {
      const answer = await action();
      void notify.success(answer.message);
      setSaid({ ...said, [name]: answer.message });
      onChange(answer.data);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        const message = errorMessage(error);
        setSaid({ ...said, [name]: message });
        void notify.error(message);
      }
      return false;
    } finally {
      setBusy(null);
    }
  };
  /** The first message of a schema's refusal, or null when the body passes. */
  const refusal = (schema: v.GenericSchema, body: unknown) => {
    const result = v.safeParse(schema, body);
    return result.success ? null : result.issues[0].message;
  };
  return { busy, said, setSaid, run, refusal };
}

const Said = ({ text }: { text?: string }) => (
  <p className="quotation-actions__said" role="status">
    {text}
  </p>
);

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="quotation-actions__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A labelled text field of these panels: one line, or `rows` lines. */
function TextInput({
  id,
  label,
  value,
  onChange,
  maxLength,
  rows,
  wide = false,
  type,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  rows?: number;
  wide?: boolean;
  type?: 'url';
  placeholder?: string;
}) {
  const common = { id, value, maxLength, placeholder };
  return (
    <div className={wide ? 'field quotation-editor__wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}

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

export function QuotationActions({ quotation, dirty, onChange }: Props) {
  const { busy, said, setSaid, run, refusal } = useAction(onChange);
  const [sendWords, setSendWords] = useState('');
  const [record, setRecord] = useState({ name: quotation.customer.name, words: '' });
  const [stage, setStage] = useState({
    stage: quotation.stage ?? ORDER_STAGES[0],
    courier: '',
    number: '',
    link: '',
    note: '',
    internalNote: '',
    notify: true,
  });
  const [message, setMessage] = useState('');
  const params = { id: quotation._id };
  const accepted = quotation.status === 'Accepted';
  const closed = accepted || quotation.status === 'Declined';

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dirty) return setSaid({ ...said, send: T.saveFirst });
    void run('send', () =>
      callApi(quotationsApi.send, { params, body: { message: sendWords }, headers: { 'If-Match': `"${quotation.version}"` } }),
    ).then((done) => done && setSendWords(''));
  };
  const recordAcceptance = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = refusal(recordAcceptanceSchema, record);
    if (refused) return setSaid({ ...said, record: refused });
    void run('record', () => callApi(quotationsApi.acceptance, { params, body: record }));
  };
  const moveStage = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      stage: stage.stage,
      note: stage.note,
      internalNote: stage.internalNote,
      notify: stage.notify,
      ...((stage.number || stage.courier || stage.link) && {
        tracking: { courier: stage.courier, number: stage.number, link: stage.link },
      }),
    };
    const refused = refusal(orderStageSchema, body);
    if (refused) return setSaid({ ...said, stage: refused });
    void run('stage', () => callApi(quotationsApi.stage, { params, body })).then(
      (done) => done && setStage({ ...stage, courier: '', number: '', link: '', note: '', internalNote: '' }),
    );
  };
  const sendMessage = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = refusal(quotationMessageSchema, { message });
    if (refused) return setSaid({ ...said, message: refused });
    void run('message', () => callApi(quotationsApi.message, { params, body: { message } })).then(
      (done) => done && setMessage(''),
    );
  };
  const addProof = (file: File | undefined) => {
    if (!file) return;
    void run('proof', async () => {
      const stored = await uploadArtwork(file, () => undefined).done;
      return callApi(quotationsApi.proof, { params, body: { fileId: stored.id } });
    });
  };
  const download = (path: string, name: string) => downloadFile(path, name).catch((error) => notify.error(errorMessage(error)));

  return (
    <div className="quotation-actions">
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
            <TextInput
              id="quotation-send-words"
              label={T.sendMessage}
              rows={2}
              maxLength={2000}
              value={sendWords}
              onChange={setSendWords}
            />
            <button type="submit" className="button" disabled={busy === 'send'} aria-busy={busy === 'send' || undefined}>
              {busy === 'send' ? T.sending : quotation.status === 'Sent' ? T.sendAgain : T.send}
            </button>
            <Said text={said.send} />
          </form>
        )}
      </Panel>

      <Panel id="quotation-proofs" title={T.proofs}>
        {(quotation.proofs ?? []).length === 0 ? (
          <p>{T.noProofs}</p>
        ) : (
          <ul className="quotation-actions__list">
            {quotation.proofs!.map((proof) => (
              <li key={proof.fileId}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => void download(`/api/artwork/${proof.fileId}`, proof.name)}
                >
                  {T.proofRow(proof.name, proof.version, proof.by, formatDateTime(proof.at))}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!accepted && (
          <label className="button button--secondary button--small quotation-actions__file">
            {T.addProof}
            <input
              type="file"
              accept=".pdf,.ai,.eps,.svg,.png,.jpg,.jpeg,.webp"
              disabled={busy === 'proof'}
              onChange={(event) => {
                addProof(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        )}
        <Said text={said.proof} />
      </Panel>

      {quotation.acceptance ? (
        <Panel id="quotation-order" title={T.orderTitle}>
          <p>
            {T.acceptedBy(quotation.acceptance.name, formatDateTime(quotation.acceptance.at), quotation.acceptance.revision)}
            {quotation.acceptance.recordedBy && (
              <>
                <br />
                {T.recordedBy(quotation.acceptance.recordedBy, quotation.acceptance.words ?? '')}
              </>
            )}
          </p>
          {quotation.sampleChangesAsked && <p className="quotation-editor__note">{T.sampleChangesAsked}</p>}
          <form onSubmit={moveStage} noValidate className="quotation-actions__grid">
            <div className="field">
              <label htmlFor="order-stage">{T.stage}</label>
              <select
                id="order-stage"
                value={stage.stage}
                onChange={(event) => setStage({ ...stage, stage: event.target.value as typeof stage.stage })}
              >
                {ORDER_STAGES.map((name) => (
                  <option key={name}>{name}</option>
                ))}
              </select>
            </div>
            <TextInput
              id="order-courier"
              label={T.courier}
              maxLength={100}
              value={stage.courier}
              onChange={(courier) => setStage({ ...stage, courier })}
            />
            <TextInput
              id="order-number"
              label={T.trackingNumber}
              maxLength={100}
              value={stage.number}
              onChange={(number) => setStage({ ...stage, number })}
            />
            <TextInput
              id="order-link"
              label={T.trackingLink}
              type="url"
              maxLength={500}
              placeholder="https://"
              value={stage.link}
              onChange={(link) => setStage({ ...stage, link })}
            />
            <TextInput
              id="order-note"
              label={T.stageNote}
              wide
              maxLength={1000}
              value={stage.note}
              onChange={(note) => setStage({ ...stage, note })}
            />
            <TextInput
              id="order-internal-note"
              label={T.internalNote}
              wide
              maxLength={1000}
              value={stage.internalNote}
              onChange={(internalNote) => setStage({ ...stage, internalNote })}
            />
            <label className="quotation-actions__check">
              <input
                type="checkbox"
                checked={stage.notify}
                onChange={(event) => setStage({ ...stage, notify: event.target.checked })}
              />
              {T.tellCustomer}
            </label>
            <div className="quotation-editor__wide">
              <button type="submit" className="button" disabled={busy === 'stage'}>
                {T.moveStage}
              </button>
              <Said text={said.stage} />
            </div>
          </form>
        </Panel>
      ) : (
        quotation.status !== 'Declined' && (
          <Panel id="quotation-record" title={T.recordTitle}>
            <form onSubmit={recordAcceptance} noValidate className="quotation-actions__grid">
              <TextInput
                id="record-name"
                label={T.recordName}
                maxLength={100}
                value={record.name}
                onChange={(name) => setRecord({ ...record, name })}
              />
              <TextInput
                id="record-words"
                label={T.recordWords}
                wide
                rows={2}
                maxLength={2000}
                value={record.words}
                onChange={(words) => setRecord({ ...record, words })}
              />
              <div className="quotation-editor__wide">
                <button type="submit" className="button button--secondary" disabled={busy === 'record'}>
                  {T.record}
                </button>
                <Said text={said.record} />
              </div>
            </form>
          </Panel>
        )
      )}

      <Panel id="quotation-thread" title={T.threadTitle}>
        <ol className="enquiry-detail__history" reversed>
          {[...(quotation.events ?? [])].reverse().map((event, index) => (
            <li key={index}>
              <strong>{event.by === 'customer' ? quotation.customer.name : event.by || 'Site'}</strong>,{' '}
              {formatDateTime(event.at)}: {eventText(event)}
            </li>
          ))}
        </ol>
        <form onSubmit={sendMessage} noValidate>
          <TextInput
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
    </div>
  );
}
