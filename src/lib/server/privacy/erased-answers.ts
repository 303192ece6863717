/**
 * An erasure's answer has to reach the person, so it is mailed after everything else about them is gone; once the
 * outbox has sent it (or given up on it) the housekeeping run removes it too, with its line on the Mail screen.
 * The request keeps staff's answer, which names nobody (the address is only a hash by then).
 */
import { type OutboxMail, mailKey, outboxStore, settled } from '../mail/outbox.ts';
import { guard } from '../store/index.ts';
import type { SweepLimits } from '../store/sweep.ts';
import { removeMails } from './outbox-erasure.ts';
import { privacyRequests } from './requests.ts';

/** Answers how many sent answers it removed; one listing of the outbox for all of them. */
export async function sweepErasureAnswers(_now: number, limits: SweepLimits): Promise<number> {
  const waiting = (await privacyRequests.all())
    .filter((request) => request.kind === 'erasure' && request.answer?.mailId)
    .slice(0, limits.limit);
  const sent = [];
  for (const request of waiting) {
    if (Date.now() > limits.deadline) break;
    const mailId = request.answer!.mailId!;
    const mail = (await guard(() => outboxStore().get(mailKey(mailId), { type: 'json' }))) as OutboxMail | null;
    if (settled(mail)) sent.push({ request, mailId, stored: mail !== null });
  }
  await removeMails(new Set(sent.filter((each) => each.stored).map((each) => each.mailId)));
  for (const { request } of sent) {
    await privacyRequests.update(request._id, (current) => {
      const { mailId: _removed, ...answer } = current.answer!;
      return { ...current, answer };
    });
  }
  return sent.filter((each) => each.stored).length;
}
