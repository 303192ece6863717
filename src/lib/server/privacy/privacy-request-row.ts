/** A privacy request as staff see it: with whether it is past its due date, and the answer without staff ids. */
import type { PrivacyRequestRow } from '../../api/privacy.ts';
import { type PrivacyRequest, isOverdue } from './requests.ts';

export function privacyRow(request: PrivacyRequest, now = Date.now()): PrivacyRequestRow {
  const { answer } = request;
  return {
    _id: request._id,
    kind: request.kind,
    email: request.email,
    message: request.message,
    via: request.via,
    receivedAt: request.receivedAt,
    dueAt: request.dueAt,
    status: request.status,
    overdue: isOverdue(request, now),
    ...(answer && {
      answer: {
        message: answer.message,
        by: answer.by,
        at: answer.at,
        ...(answer.erased && { erased: answer.erased }),
        ...(answer.kept && { kept: answer.kept }),
      },
    }),
  };
}
