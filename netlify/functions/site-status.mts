/**
 * GET: whether the public site has caught up with the newest admin change (live, building or failed).
 * POST: Netlify's deploy notifications, so that a failed deploy on Netlify is reported too.
 */
import type { Config } from '@netlify/functions';
import { siteStatusApi } from '../../src/lib/api/staff.ts';
import { receiveDeployNotification } from '../../src/lib/server/site/deploy-events.ts';
import { json, message, readBytes } from '../../src/lib/server/http.ts';
import { readSiteStatus } from '../../src/lib/server/site/publish.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(siteStatusApi, {
  get: async () => json(await readSiteStatus()),
  deployEvent: async ({ request }) => message(await receiveDeployNotification(request, await readBytes(request, 256 * 1024))),
});

export const config: Config = { path: ['/api/site-status', '/api/site-status/'] };
