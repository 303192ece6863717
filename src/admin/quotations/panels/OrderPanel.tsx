/**
 * An accepted quotation's order: who accepted it, and the next stage (courier, tracking, 'Tell the customer');
 * a move into production refused for the advance can go ahead with a reason (GoAhead.tsx).
 */
import { useState } from 'react';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { QUOTATION_TEXTS as T } from '../../../lib/messages/quotations.ts';
import { ORDER_STAGES } from '../../../lib/quotation.ts';
import { orderStageSchema } from '../../../lib/schemas/quotations.ts';
import { ChoiceField, TextField } from '../../components/Field.tsx';
import { Panel, type PanelProps, Submit } from './action.tsx';
import { GoAhead, refusedForAdvance } from './GoAhead.tsx';

export function OrderPanel({ quotation, action }: PanelProps) {
  const [stage, setStage] = useState({
    stage: quotation.stage ?? ORDER_STAGES[0],
    courier: '',
    number: '',
    link: '',
    note: '',
    internalNote: '',
    notify: true,
  });
  const acceptance = quotation.acceptance!;

  const body = {
    stage: stage.stage,
    note: stage.note,
    internalNote: stage.internalNote,
    notify: stage.notify,
    ...((stage.number || stage.courier || stage.link) && {
      tracking: { courier: stage.courier, number: stage.number, link: stage.link },
    }),
  };
  const moved = () => setStage({ ...stage, courier: '', number: '', link: '', note: '', internalNote: '' });
  const moveStage = action.submit(
    'stage',
    orderStageSchema,
    body,
    () => callApi(quotationsApi.stage, { params: { id: quotation._id }, body }),
    moved,
  );

  return (
    <Panel id="quotation-order" title={T.orderTitle}>
      <p>
        {T.acceptedBy(acceptance.name, formatDateTime(acceptance.at), acceptance.revision)}
        {acceptance.recordedBy && (
          <>
            <br />
            {T.recordedBy(acceptance.recordedBy, acceptance.words ?? '')}
          </>
        )}
      </p>
      {quotation.sampleChangesAsked && <p className="quotation-editor__note">{T.sampleChangesAsked}</p>}
      <form onSubmit={moveStage} noValidate className="quotation-actions__grid">
        <ChoiceField
          id="order-stage"
          label={T.stage}
          value={stage.stage}
          options={ORDER_STAGES}
          onChange={(name) => setStage({ ...stage, stage: name })}
        />
        <TextField
          id="order-courier"
          label={T.courier}
          maxLength={100}
          value={stage.courier}
          onChange={(courier) => setStage({ ...stage, courier })}
        />
        <TextField
          id="order-number"
          label={T.trackingNumber}
          maxLength={100}
          value={stage.number}
          onChange={(number) => setStage({ ...stage, number })}
        />
        <TextField
          id="order-link"
          label={T.trackingLink}
          type="url"
          maxLength={500}
          placeholder="https://"
          value={stage.link}
          onChange={(link) => setStage({ ...stage, link })}
        />
        <TextField
          id="order-note"
          label={T.stageNote}
          className="quotation-editor__wide"
          maxLength={1000}
          value={stage.note}
          onChange={(note) => setStage({ ...stage, note })}
        />
        <TextField
          id="order-internal-note"
          label={T.internalNote}
          className="quotation-editor__wide"
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
          <Submit action={action} name="stage" label={T.moveStage} />
        </div>
      </form>
      {refusedForAdvance(action) && <GoAhead quotationId={quotation._id} body={body} action={action} onDone={moved} />}
    </Panel>
  );
}
