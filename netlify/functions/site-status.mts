/** Whether the public site has caught up with the newest admin change: live, building or failed. */
import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/lib/server/auth.ts';
import { json, methods } from '../../src/lib/server/http.ts';
import { readSiteStatus } from '../../src/lib/server/publish.ts';

export default methods({
  GET: async (request) => {
    await requireAdmin(request);
    return json(await readSiteStatus());
  },
});

export const config: Config = { path: '/api/site-status' };
