/**
 * A Background Function (Netlify runs it up to 15 minutes and answers its caller 202 at once): writes one month's
 * pack into stored ZIP parts (src/lib/server/returns/pack-jobs.ts). Started only by POST /api/returns/packs,
 * with a signed request; anything else is refused.
 */
import { jobFunction } from '../../src/lib/server/background-jobs.ts';
import { runPackJob } from '../../src/lib/server/returns/pack-jobs.ts';

export default jobFunction(runPackJob);
