/**
 * Netlify deploy notifications (Site configuration → Notifications → Deploy succeeded / Deploy failed,
 * HTTP POST to /api/site-status with a JWS secret token). The signature is a JWT (HS256) issued by
 * 'netlify' whose `sha256` claim is the body's hash. A deploy holds every change made before it was
 * created, so its creation time is the content version it published or failed on.
 */
import { createHash } from 'node:crypto';
import { jwtVerify } from 'jose';
import { PUBLISH_MESSAGES } from '../../messages/publishing.ts';
import { HttpError } from '../http.ts';
import { latestIdAt } from '../ids.ts';
import { recordBuild } from './publish.ts';
import { MESSAGES } from '../../messages/answers.ts';

interface DeployNotification {
  id?: string;
  state?: string;
  created_at?: string;
  error_message?: string;
}

export async function receiveDeployNotification(request: Request, body: Uint8Array): Promise<string> {
  const secret = process.env.DEPLOY_WEBHOOK_SECRET;
  // Not set up on this site: there is nothing here to post to (a 4xx: no request may cause a 5xx).
  if (!secret) throw new HttpError(404, MESSAGES.deployEventsOff);
  const signature = request.headers.get('x-webhook-signature') ?? '';
  try {
    const { payload } = await jwtVerify(signature, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: 'netlify',
    });
    if (payload.sha256 !== createHash('sha256').update(body).digest('hex')) throw new Error('body hash differs');
  } catch {
    throw new HttpError(401, MESSAGES.deployEventBadSignature);
  }
  let deploy: DeployNotification;
  try {
    deploy = JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new HttpError(400, MESSAGES.malformedJson);
  }
  const created = Date.parse(deploy.created_at ?? '');
  if (!Number.isFinite(created)) throw new HttpError(400, MESSAGES.deployEventNoTime);
  const version = latestIdAt(created);
  if (deploy.state === 'ready') {
    await recordBuild(version, { ok: true });
    return 'Recorded: the site is live';
  }
  if (deploy.state === 'error') {
    const deployId = typeof deploy.id === 'string' ? deploy.id : undefined;
    await recordBuild(version, { ok: false, message: deploy.error_message || PUBLISH_MESSAGES.buildFailed, deployId });
    return 'Recorded: the deploy failed';
  }
  return `Ignored deploy state ${deploy.state ?? '(none)'}`;
}
