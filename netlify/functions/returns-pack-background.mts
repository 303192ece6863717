/**
 * A Background Function (Netlify runs it up to 15 minutes and answers its caller 202 at once): writes one month's
 * pack into stored ZIP parts (src/lib/server/returns/pack-jobs.ts). Started only by POST /api/returns/packs,
 * with a signed request; anything else is refused.
 */
import { signedPayload } from '../../src/lib/server/background-functions.ts';
import { errorResponse } from '../../src/lib/server/http.ts';
import { runPackJob } from '../../src/lib/server/returns/pack-jobs.ts';

export default async (request: Request) => {
  try {
    const { jobId } = await signedPayload<{ jobId: string }>(request);
    await runPackJob(jobId);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
};
