/**
 * What the panels under a quotation's editor share: the run of one small form (checked with its call's
 * schema, sent, the answer handed on, its message said beside it), its submit button, and the panel's frame.
 */
import { type ReactNode, type SubmitEvent, useState } from 'react';
import * as v from 'valibot';
import type { QuotationAnswer } from '../../../lib/api/quotations.ts';
import type { RefusalCode } from '../../../lib/api/refusal-codes.ts';
import { ApiError, errorMessage } from '../../../lib/client/api.ts';
import { downloadFile } from '../../../lib/client/save-export.ts';
import { notify } from '../../../lib/client/notify.ts';
import { SubmitButton } from '../../components/Button.tsx';

export function useAction(onChange: (quotation: QuotationAnswer) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<Record<string, string>>({});
  // The code of each form's last refusal: a panel offers its way out by the code, never by the words said.
  const [codes, setCodes] = useState<Record<string, RefusalCode | undefined>>({});
  const run = async (name: string, action: () => Promise<{ message: string; data: QuotationAnswer }>) => {
    setBusy(name);
    setSaid({ ...said, [name]: '' });
    setCodes({ ...codes, [name]: undefined });
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
        setCodes({ ...codes, [name]: error instanceof ApiError ? error.code : undefined });
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
  /**
   * A panel form's submit: `body` checked with its call's schema (a refusal is said beside the form and
   * nothing is sent), then `send` run under `name`; `done` after a success (to empty the form).
   */
  const submit =
    (name: string, schema: v.GenericSchema, body: unknown, send: Parameters<typeof run>[1], done?: () => void) =>
    (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const refused = refusal(schema, body);
      if (refused) return setSaid({ ...said, [name]: refused });
      void run(name, send).then((ok) => ok && done?.());
    };
  /** Whether the last run of the form `name` was refused with `code`. */
  const refusedWith = (name: string, code: RefusalCode) => codes[name] === code;
  return { busy, said, setSaid, run, refusal, submit, refusedWith };
}

/** One run shared by every panel, so each says its own message and knows which call is under way. */
export type Action = ReturnType<typeof useAction>;

export interface PanelProps {
  quotation: QuotationAnswer;
  action: Action;
}

/** A file the back office downloads (the PDF, a proof); a failure is toasted. */
export const download = (path: string, name: string) =>
  downloadFile(path, name).catch((error) => notify.error(errorMessage(error)));

export const Said = ({ text }: { text?: string }) => (
  <p className="quotation-actions__said" role="status">
    {text}
  </p>
);

/** A panel form's submit button (disabled while its call runs) and its message beside it. */
export function Submit({ action, name, label, look }: { action: Action; name: string; label: string; look?: 'secondary' }) {
  return (
    <>
      <SubmitButton busy={action.busy === name} label={label} look={look} />
      <Said text={action.said[name]} />
    </>
  );
}

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="quotation-actions__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
