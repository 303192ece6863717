/**
 * The buyer's page's calls (/q/{secret}, src/lib/api/customer-quotations.ts): their schemas on their own,
 * importing nothing but ./parts.ts, so the page's script carries these and valibot's few pieces they use,
 * not every schema of the site.
 */
import * as v from 'valibot';
import { NOTE_MAX, form, minTrimmed, requiredText } from './parts.ts';

/** The revision a customer answers: a whole number from 1. */
const revisionNumber = v.pipe(
  v.number('Revision is required'),
  v.integer('Revision must be a whole number'),
  v.minValue(1, 'Revision must be at least 1'),
);

/** POST /api/q/{secret}/accept: the customer's full name and their approval of the artwork and the price. */
export const quotationAcceptSchema = form({
  name: v.pipe(requiredText('Type your full name', 100, 'Full name'), minTrimmed(2, 'Type your full name')),
  revision: revisionNumber,
  approve: v.literal(true, 'Tick that you approve the artwork and the price'),
});

/** POST /api/quotations/{id}/proofs and /api/q/{secret}/files: a file uploaded with POST /api/artwork. */
export const fileIdSchema = form({ fileId: requiredText('File is required', 64, 'File') });

/** Control characters other than line breaks and tabs: nothing a person types, only a flood's padding. */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
const typed = (label: string) =>
  v.check(
    (value: string) => ![...value].some((char) => isControl(char.charCodeAt(0))),
    `${label} holds characters that cannot be shown`,
  );

/** POST /api/q/{secret}/changes and /messages. */
export const quotationMessageSchema = form({
  message: v.pipe(requiredText('Write your message', NOTE_MAX, 'Message'), typed('Message')),
});

/** POST /api/q/{secret}/decline: a reason is required. */
export const quotationDeclineSchema = form({
  reason: v.pipe(requiredText('Tell us why you decline', NOTE_MAX, 'Reason'), typed('Reason')),
});

/** POST /api/q/{secret}/sample: the sample approved, or changes asked with a message. */
export const sampleAnswerSchema = v.pipe(
  form({
    approve: v.boolean('Say whether you approve the sample'),
    message: v.optional(
      v.pipe(
        v.string('Message must be text'),
        v.maxLength(NOTE_MAX, `Message must be at most ${NOTE_MAX} characters`),
        typed('Message'),
      ),
      '',
    ),
  }),
  v.forward(
    v.check((answer) => answer.approve || answer.message.trim() !== '', 'Say what should change in the sample'),
    ['message'],
  ),
);
