/** An acceptance that came by mail or phone, recorded by staff in the customer's name and words. */
import { useState } from 'react';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import { callApi } from '../../../lib/client/api.ts';
import { QUOTATION_TEXTS as T } from '../../../lib/messages/quotations.ts';
import { recordAcceptanceSchema } from '../../../lib/schemas/quotations.ts';
import { NoteField, TextField } from '../../components/Field.tsx';
import { Panel, type PanelProps, Submit } from './action.tsx';

export function RecordPanel({ quotation, action }: PanelProps) {
  const [record, setRecord] = useState({ name: quotation.customer.name, words: '' });

  const recordAcceptance = action.submit('record', recordAcceptanceSchema, record, () =>
    callApi(quotationsApi.acceptance, { params: { id: quotation._id }, body: record }),
  );

  return (
    <Panel id="quotation-record" title={T.recordTitle}>
      <form onSubmit={recordAcceptance} noValidate className="quotation-actions__grid">
        <TextField
          id="record-name"
          label={T.recordName}
          maxLength={100}
          value={record.name}
          onChange={(name) => setRecord({ ...record, name })}
        />
        <NoteField
          id="record-words"
          label={T.recordWords}
          className="quotation-editor__wide"
          value={record.words}
          onChange={(words) => setRecord({ ...record, words })}
        />
        <div className="quotation-editor__wide">
          <Submit action={action} name="record" label={T.record} look="secondary" />
        </div>
      </form>
    </Panel>
  );
}
