/**
 * "Go ahead without the advance": offered when a move into production was refused because the advance is not
 * paid. The same move is sent again with the reason, which the order keeps (and the activity list names).
 */
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { quotationsApi } from '../../../lib/api/quotations.ts';
import type { BodyOf } from '../../../lib/api/define.ts';
import { callApi } from '../../../lib/client/api.ts';
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { orderStageSchema } from '../../../lib/schemas/quotations.ts';
import { TextField } from '../../components/Field.tsx';
import type { Action } from './action.tsx';
import './money-panels.css';
import { SubmitButton } from '../../components/Button.tsx';

/** The stage panel's refusal was the advance's: the move may go ahead with a reason. */
export const refusedForAdvance = (action: Action) => action.refusedWith('stage', 'advance-not-paid');

interface GoAheadProps {
  quotationId: string;
  /** The move that was refused, as the stage panel sent it. */
  body: BodyOf<typeof quotationsApi.stage>;
  action: Action;
  onDone: () => void;
}

export function GoAhead({ quotationId, body, action, onDone }: GoAheadProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLDivElement>(null);

  // The offer appears where the refusal was said: take the focus to its reason.
  useEffect(() => field.current?.querySelector('textarea')?.focus(), []);

  async function goAhead(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const withReason = { ...body, goAheadReason: reason.trim() };
    const refused = reason.trim() === '' ? T.goAheadRequired : action.refusal(orderStageSchema, withReason);
    setError(refused ?? undefined);
    if (refused) return field.current?.querySelector('textarea')?.focus();
    const moved = await action.run('stage', () =>
      callApi(quotationsApi.stage, { params: { id: quotationId }, body: withReason }),
    );
    if (moved) onDone();
  }

  return (
    <form onSubmit={goAhead} noValidate className="go-ahead" aria-labelledby="go-ahead-title">
      <h3 id="go-ahead-title" className="money-panel__subtitle">
        {T.goAhead}
      </h3>
      <p>{T.goAheadLead}</p>
      <div ref={field}>
        <TextField
          id="go-ahead-reason"
          label={T.goAheadReason}
          rows={2}
          maxLength={500}
          required
          value={reason}
          error={error}
          onChange={setReason}
        />
      </div>
      <SubmitButton busy={action.busy === 'stage'} label={T.goAheadSubmit} />
    </form>
  );
}
