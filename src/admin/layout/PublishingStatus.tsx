/**
 * Whether the public site shows the latest admin changes (docs/product.md 11): read once on
 * load, and followed every ~1.5 s while a rebuild runs, e.g. after a screen announced a change. A
 * failed update offers 'Why?': the record that stopped it and what is wrong with it.
 */
import { useEffect, useState } from 'react';
import { type SiteStatus, siteStatusApi } from '../../lib/api/staff.ts';
import { ApiError, callApi } from '../../lib/client/api.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { CONTENT_CHANGED_EVENT } from '../publishing.ts';

const POLL_MS = 1500;
/** A build that never reports back (e.g. a Netlify deploy without notifications) is not followed forever. */
const GIVE_UP_MS = 15 * 60_000;

async function readStatus(signal?: AbortSignal): Promise<SiteStatus | null> {
  try {
    return await callApi(siteStatusApi.get, { signal });
  } catch (error) {
    if (!(error instanceof ApiError && (error.status === 401 || signal?.aborted))) console.error('[site-status]', error);
    return null;
  }
}

export function PublishingStatus() {
  const [status, setStatus] = useState<SiteStatus | null>(null);
  /** Set while following a rebuild: when following started, and whether the state is already known. */
  const [following, setFollowing] = useState<{ since: number; known: boolean } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    readStatus(controller.signal).then((answer) => {
      if (!answer) return;
      setStatus(answer);
      if (answer.state === 'building') setFollowing({ since: Date.now(), known: true });
    });
    const follow = () => setFollowing({ since: Date.now(), known: false });
    window.addEventListener(CONTENT_CHANGED_EVENT, follow);
    return () => {
      controller.abort();
      window.removeEventListener(CONTENT_CHANGED_EVENT, follow);
    };
  }, []);

  useEffect(() => {
    if (following === null) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const answer = await readStatus(controller.signal);
      if (controller.signal.aborted) return;
      if (answer) setStatus(answer);
      const settled = answer !== null && answer.state !== 'building';
      if (settled || Date.now() - following.since > GIVE_UP_MS) setFollowing(null);
      else timer = setTimeout(poll, POLL_MS);
    };
    // After a change, ask at once; a rebuild just read on load is asked about again a little later.
    timer = setTimeout(poll, following.known ? POLL_MS : 0);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [following]);

  const state = status?.state;
  const failure = state === 'failed' ? status?.error : undefined;
  return (
    <div className="publish-status" data-state={state} role="status">
      {state && (
        <>
          <span className="publish-status__dot" aria-hidden="true" />
          <span className="publish-status__text">
            {ADMIN_TEXTS.publishing[state]}
            {state === 'failed' && status?.message && <span className="publish-status__detail">. {status.message}</span>}
          </span>
          {/* Which record stopped the update and why: often several lines, so behind a disclosure. */}
          {failure && (
            <details className="publish-status__why">
              <summary>Why?</summary>
              <p className="publish-status__error">{failure}</p>
            </details>
          )}
        </>
      )}
    </div>
  );
}
