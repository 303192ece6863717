/**
 * What waits for staff on a customer: new contacts of its company e-mail domain (Confirm links the contact and
 * the enquiries it sent; Not theirs gives it a customer record of its own), and other records whose orders
 * name its GSTIN (an Admin merges them; anyone may say Not theirs). Nothing is linked until staff say so.
 */
import { useState } from 'react';
import {
  type CustomerDetail,
  type CustomerGstinSuggestion,
  type CustomerSuggestion,
  customersApi,
} from '../../lib/api/customers.ts';
import { callApi } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { AdminLink } from '../components/AdminLink.tsx';
import { Button } from '../components/Button.tsx';
import { sayFailure } from '../components/failure.ts';
import { useMe } from '../me.ts';
import { customerPath } from '../paths.ts';

/** Staff's two answers to a suggestion, each its own call. */
const ANSWERS = [
  { call: 'confirmSuggestion', look: 'primary', text: T.confirm, label: T.confirmLabel },
  { call: 'dismissSuggestion', look: 'secondary', text: T.dismiss, label: T.dismissLabel },
] as const;

interface SuggestionsProps {
  customer: CustomerDetail;
  reload: () => Promise<void>;
}

export function CustomerSuggestions({ customer, reload }: SuggestionsProps) {
  return (
    <>
      <ContactSuggestions customer={customer} reload={reload} />
      <GstinSuggestions customer={customer} reload={reload} />
    </>
  );
}

/** Staff's answer to one suggestion: the buttons wait while it is sent, its message is toasted, the page reloads. */
function useAnswer(reload: SuggestionsProps['reload']) {
  const [busy, setBusy] = useState<string | null>(null);
  async function answer(key: string, send: () => Promise<{ message: string }>) {
    setBusy(key);
    try {
      const answered = await send();
      void notify.success(answered.message);
      await reload();
    } catch (error) {
      sayFailure(T.confirmFailed, error);
    } finally {
      setBusy(null);
    }
  }
  return { busy, answer };
}

interface Answer<Call extends string> {
  call: Call;
  look: 'primary' | 'secondary';
  text: string;
  label: (who: string) => string;
}

/** A suggestion's answers as a row of buttons, each naming whom it answers for a screen reader. */
function AnswerButtons<Call extends string>(props: {
  answers: readonly Answer<Call>[];
  who: string;
  busy: boolean;
  onAnswer: (call: Call) => void;
}) {
  return (
    <span className="customer__row-actions">
      {props.answers.map(({ call, look, text, label }) => (
        <Button
          key={call}
          look={look}
          small
          disabled={props.busy}
          aria-label={label(props.who)}
          onClick={() => props.onAnswer(call)}
        >
          {text}
        </Button>
      ))}
    </span>
  );
}

function ContactSuggestions({ customer, reload }: SuggestionsProps) {
  const { busy, answer: send } = useAnswer(reload);
  const suggestions = customer.suggestions ?? [];
  if (suggestions.length === 0) return null;

  const answer = (suggestion: CustomerSuggestion, call: (typeof ANSWERS)[number]['call']) => {
    const { email } = suggestion.contact;
    return send(email, () => callApi(customersApi[call], { params: { id: customer._id }, body: { email } }));
  };

  return (
    <section className="customer__section customer__suggestions" aria-labelledby="customer-suggestions">
      <h2 id="customer-suggestions">{T.suggestionsTitle}</h2>
      <p className="customer__lead">{T.suggestionsLead}</p>
      <ul className="customer__suggestion-list">
        {suggestions.map((suggestion) => {
          const { name, email, phone } = suggestion.contact;
          const who = name ? `${name} (${email})` : email;
          return (
            <li key={email}>
              <span>
                <strong>{name || email}</strong> {name && <span>{email}</span>} {phone && <span>{phone}</span>}
                <span className="customer__muted">
                  {T.suggestionFrom(suggestion.enquiries.length, formatDateTime(suggestion.at))}
                </span>
              </span>
              <AnswerButtons
                answers={ANSWERS}
                who={who}
                busy={busy !== null}
                onAnswer={(call) => void answer(suggestion, call)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Staff's two answers to a GSTIN suggestion: the merge is an Admin's (the server refuses Staff). */
const GSTIN_ANSWERS = [
  { call: 'confirmGstinSuggestion', look: 'primary', text: T.gstinMerge, label: T.gstinMergeLabel, admin: true },
  { call: 'dismissGstinSuggestion', look: 'secondary', text: T.gstinDismiss, label: T.gstinDismissLabel, admin: false },
] as const;

function GstinSuggestions({ customer, reload }: SuggestionsProps) {
  const { busy, answer: send } = useAnswer(reload);
  const me = useMe();
  const suggestions = customer.gstinSuggestions ?? [];
  if (suggestions.length === 0) return null;
  const admin = me?.role === 'Admin';

  const answer = (suggestion: CustomerGstinSuggestion, call: (typeof GSTIN_ANSWERS)[number]['call']) =>
    send(suggestion.customer, () =>
      callApi(customersApi[call], { params: { id: customer._id }, body: { customer: suggestion.customer } }),
    );

  return (
    <section className="customer__section customer__suggestions" aria-labelledby="customer-gstin-suggestions">
      <h2 id="customer-gstin-suggestions">{T.gstinTitle}</h2>
      <p className="customer__lead">{T.gstinLead}</p>
      {!admin && me && <p className="customer__lead">{T.gstinAdminOnly}</p>}
      <ul className="customer__suggestion-list">
        {suggestions.map((suggestion) => (
          <li key={suggestion.customer}>
            <span>
              <AdminLink href={customerPath(suggestion.customer)}>{suggestion.name}</AdminLink>
              <span className="customer__muted">
                {T.gstinFrom(suggestion.gstin, suggestion.quotations.length, formatDateTime(suggestion.at))}
              </span>
            </span>
            <AnswerButtons
              answers={GSTIN_ANSWERS.filter((each) => admin || !each.admin)}
              who={suggestion.name}
              busy={busy !== null}
              onAnswer={(call) => void answer(suggestion, call)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
