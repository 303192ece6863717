/**
 * The four fields money moving by hand is told by, a payment received or a refund sent: amount, date (New
 * Delhi's today until changed), method and reference. One set, so the two forms ask alike.
 */
import { MONEY_TEXTS as T } from '../../../lib/messages/payments-screen.ts';
import { todayInIndia } from '../../../lib/format/dates.ts';
import { ChoiceField, TextField } from '../../components/Field.tsx';

export interface MoneyDraft<M extends string> {
  amount: string;
  date: string;
  method: M;
  reference: string;
}

export function MoneyFields<M extends string>({
  idPrefix,
  methods,
  draft,
  errors,
  change,
}: {
  /** Each field's id starts with it ('payment', 'refund'): the two forms may stand on one page. */
  idPrefix: string;
  methods: readonly M[];
  draft: MoneyDraft<M>;
  errors: Record<string, string>;
  change: (next: Partial<MoneyDraft<M>>) => void;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-amount`}
        label={T.amount}
        inputMode="decimal"
        required
        value={draft.amount}
        error={errors.amount}
        onChange={(amount) => change({ amount })}
      />
      <TextField
        id={`${idPrefix}-date`}
        label={T.date}
        type="date"
        value={draft.date || todayInIndia()}
        error={errors.date}
        onChange={(date) => change({ date })}
      />
      <ChoiceField
        id={`${idPrefix}-method`}
        label={T.method}
        error={errors.method}
        value={draft.method}
        options={methods}
        onChange={(method) => change({ method })}
      />
      <TextField
        id={`${idPrefix}-reference`}
        label={T.reference}
        hint={T.referenceHint}
        maxLength={100}
        value={draft.reference}
        error={errors.reference}
        onChange={(reference) => change({ reference })}
      />
    </>
  );
}
