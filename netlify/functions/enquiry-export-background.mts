/**
 * A Background Function (Netlify runs it up to 15 minutes and answers its caller 202 at once): writes one
 * export job's CSV into parts (src/lib/server/inbox/export-jobs.ts). Started only by POST /api/enquiries/exports,
 * with a signed request; anything else is refused.
 */
import { jobFunction } from '../../src/lib/server/background-jobs.ts';
import { runExportJob } from '../../src/lib/server/inbox/export-jobs.ts';

export default jobFunction(runExportJob);
