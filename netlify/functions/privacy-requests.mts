/** The buyers' privacy rights requests: asked on the public page and confirmed by its mailed link; staff list, copy and answer them. */
import type { Config } from '@netlify/functions';
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../src/lib/messages/activity.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { formatDayLong } from '../../src/lib/format/dates.ts';
import { PRIVACY_REQUEST_KIND_LABELS, PRIVACY_REQUEST_MESSAGES as TEXT } from '../../src/lib/messages/privacy-requests.ts';
import { FILE_TYPES, fileResponse } from '../../src/lib/server/files/download.ts';
import { HttpError, json, message, notFound } from '../../src/lib/server/http.ts';
import { accessCopy, accessCopyCsv } from '../../src/lib/server/privacy/access-copy.ts';
import { answerPrivacyRequest } from '../../src/lib/server/privacy/answer-request.ts';
import { askPrivacyRequest, confirmPrivacyRequest } from '../../src/lib/server/privacy/confirming-links.ts';
import { privacyRow } from '../../src/lib/server/privacy/privacy-request-row.ts';
import { listPrivacyRequests, privacyRequests } from '../../src/lib/server/privacy/requests.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { recordAction } from '../../src/lib/server/follow-ups.ts';

export default serve(privacyApi, {
  ask: {
    store: ({ body, address }) => askPrivacyRequest(body, address),
    received: () => message(TEXT.asked, 202),
  },
  confirm: async ({ body }) => {
    const opened = await confirmPrivacyRequest(body.token);
    if (!opened) throw new HttpError(410, TEXT.linkInvalid);
    return json({ message: TEXT.confirmed(formatDayLong(opened.dueAt)), data: { kind: opened.kind, dueAt: opened.dueAt } }, 201);
  },
  list: async () => json({ data: (await listPrivacyRequests()).map((request) => privacyRow(request)) }),
  answer: async ({ params, body, member }) => {
    const answered = await answerPrivacyRequest(params.id, body.message, member);
    return json({ message: TEXT.answered, data: privacyRow(answered) });
  },
  copy: async ({ params, query, member }) => {
    const request = await privacyRequests.get(params.id);
    if (!request) throw notFound('privacy-request');
    const copy = await accessCopy(request.email);
    // Who looked at someone's data is kept in the activity list.
    await recordAction(
      ACTIVITY.dataCopyDownloaded(query.format),
      { kind: 'privacy', id: request._id, label: PRIVACY_REQUEST_KIND_LABELS[request.kind] },
      member,
    );
    const name = `data-${request._id}.${query.format}`;
    return query.format === 'csv'
      ? fileResponse({ body: accessCopyCsv(copy), type: FILE_TYPES.csv, name })
      : fileResponse({ body: JSON.stringify(copy, null, 2), type: FILE_TYPES.json, name });
  },
});

export const config: Config = {
  path: [
    '/api/privacy-requests',
    '/api/privacy-requests/',
    '/api/privacy-requests/confirm',
    '/api/privacy-requests/confirm/',
    '/api/privacy-requests/:id/answer',
    '/api/privacy-requests/:id/copy',
  ],
};
