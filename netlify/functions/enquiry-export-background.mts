/**
 * A Background Function (Netlify runs it up to 15 minutes and answers its caller 202 at once): writes one
 * export job's CSV into parts (src/lib/server/inbox/export-jobs.ts). Started only by POST /api/enquiries/exports,
 * with a signed request; anything else is refused.
 */
import { signedPayload } from '../../src/lib/server/background-functions.ts';
import { runExportJob } from '../../src/lib/server/inbox/export-jobs.ts';
import { errorResponse } from '../../src/lib/server/http.ts';

export default async (request: Request) => {
  try {
    const { jobId } = await signedPayload<{ jobId: string }>(request);
    await runExportJob(jobId);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
};
