/**
 * Proof that no more mail is coming, without waiting a fixed time that a slow machine outlasts: the work
 * every answer so far left going is awaited (api.ts keeps it as Netlify's waitUntil does), then a marker mail
 * is sent after it and waited for. Once the marker is read, a mail those answers sent would have been read
 * too; the marker is then taken off the server's list, so counts of what arrived stay the test's own.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { page } from '../../src/lib/server/mail/templates.ts';
import { mailPrivately } from '../../src/lib/server/mail/private.ts';
import { afterAnswersSettled } from './api.ts';
import type { TestSmtp } from './smtp.ts';

export async function mailDrained(smtp: TestSmtp): Promise<void> {
  await afterAnswersSettled();
  const marker = `drained-${randomUUID()}`;
  await mailPrivately([{ audience: 'visitor', to: ['drained@example.com'], subject: marker, text: marker, html: page(marker) }], {
    enquiryKind: 'account',
    enquiryId: 'test',
  });
  await afterAnswersSettled();
  const [arrived] = await smtp.mailsAbout(marker, 1);
  expect(arrived, 'the marker mail sent after the answers').toBeDefined();
  smtp.received.splice(smtp.received.indexOf(arrived), 1);
}
