/**
 * One of the header's two dialogs (docs/product.md 2.3, 5, 8): name, mobile and a question or message, posted to
 * /api/help/create. Success closes the dialog, resets the form and toasts the server's message; failure
 * toasts the error, says it inline as well, and keeps the dialog open with what was typed.
 * The form lives outside the <Dialog>, so a draft also survives closing and reopening.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import { ENQUIRY_TYPES, HONEYPOT_FIELD } from '../../lib/constants.ts';
import type { BodyOf } from '../../lib/api/define.ts';
import { helpApi } from '../../lib/api/inboxes.ts';
import { callApi } from '../../lib/client/api.ts';
import { useSubmissionKey } from '../../lib/client/submission-key.ts';
import { SITE_TEXTS } from '../../lib/messages/site.ts';
import { type HelpInput, type QuickQuoteInput, helpSchema, quickQuoteSchema } from '../../lib/schemas/inboxes.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { PrivacyNote } from '../privacy/FormPrivacy.tsx';
import { DialogActions, FormField, PHONE_INPUT, useDialogSubmit, useFirstFocus, usePublicForm } from '../ui/form-parts.tsx';
import type { DialogName } from './open-dialog.ts';

interface DialogCopy {
  title: string;
  description: string;
  /** The third field (docs/product.md 2.3: question or message). */
  detail: { name: 'question' | 'message'; label: string; placeholder?: string };
  submit: string;
}

/** What each dialog says; docs/product.md names the fields but not the texts. */
const COPY: Record<DialogName, DialogCopy> = {
  help: {
    title: 'Need Help?',
    description: 'Ask us anything about labels, tags or your order. We will call or message you back.',
    detail: { name: 'question', label: 'Your question' },
    submit: 'Send Question',
  },
  'quick-quote': {
    title: 'Get a Quick Quote',
    description: 'Tell us what you need (product, size, quantity) and we will send you a price.',
    // Labelled as its rule messages name it ('Message is required'); the question stays as the hint.
    detail: { name: 'message', label: 'Message', placeholder: 'What do you need? Product, size, quantity' },
    submit: 'Get Quote',
  },
};

/** The two forms' fields in one shape: both ask a name and a mobile; help asks a question, a quick quote a message. */
type EnquiryValues = Pick<HelpInput, 'name' | 'mobile' | typeof HONEYPOT_FIELD> &
  Partial<Pick<HelpInput, 'question'> & Pick<QuickQuoteInput, 'message'>> & { type: string };

const emptyValues = (kind: DialogName): EnquiryValues =>
  kind === 'help'
    ? { name: '', mobile: '', type: ENQUIRY_TYPES.help, question: '', [HONEYPOT_FIELD]: '' }
    : { name: '', mobile: '', type: ENQUIRY_TYPES.quickQuote, message: '', [HONEYPOT_FIELD]: '' };

export function EnquiryDialog({ kind, open, onClose }: { kind: DialogName; open: boolean; onClose: () => void }) {
  const copy = COPY[kind];
  const form = usePublicForm<EnquiryValues>({
    defaultValues: emptyValues(kind),
    // Two schemas, one value shape: the resolver is typed for the shape both share.
    resolver: (kind === 'help'
      ? valibotResolver(helpSchema)
      : valibotResolver(quickQuoteSchema)) as unknown as Resolver<EnquiryValues>,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useFirstFocus(open, form.setFocus, 'name');
  const submission = useSubmissionKey();

  const { submit, failure } = useDialogSubmit(form, async (values) => {
    // The resolver has validated `values` against the dialog's own schema, one of the two this call takes.
    const answer = await callApi(helpApi.create, {
      body: values as BodyOf<typeof helpApi.create>,
      headers: submission.headers(values),
    });
    submission.sent();
    form.reset(emptyValues(kind));
    onClose();
    return answer.message;
  });

  const detail = copy.detail;
  return (
    <Dialog open={open} onClose={onClose} title={copy.title} description={copy.description}>
      <form noValidate onSubmit={submit} data-enquiry-form={kind}>
        <FormField label="Name" error={errors.name} registration={register('name')} required autoComplete="name" />
        <FormField label="Mobile number" error={errors.mobile} registration={register('mobile')} required {...PHONE_INPUT} />
        <FormField
          label={detail.label}
          placeholder={detail.placeholder}
          error={errors[detail.name]}
          registration={register(detail.name)}
          required
          rows={4}
        />
        {/* No news box: these forms ask for no e-mail to send news to. */}
        <PrivacyNote />
        <DialogActions
          honeypot={register(HONEYPOT_FIELD)}
          failure={failure && SITE_TEXTS.requestNotSent(failure)}
          onCancel={onClose}
          busy={isSubmitting}
          submitLabel={copy.submit}
        />
      </form>
    </Dialog>
  );
}
