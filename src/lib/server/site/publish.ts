/**
 * Whether the public static site has caught up with admin changes.
 *
 * Every product, blog or testimonial change stores a new content version (a time-sortable id) and asks
 * for a rebuild: on Netlify by POSTing BUILD_HOOK_URL, locally the runtime's own hook. Whoever finishes
 * a build records the version it was built from; comparing the two answers GET /api/site-status.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PUBLISH_MESSAGES } from '../../messages/publishing.ts';
import type { SiteStatus } from '../../api/staff.ts';
import { afterResponse } from '../background.ts';
import { STORE_NAMES, newId, readJSON, writeJSON } from '../store/index.ts';

const CONTENT_VERSION_KEY = 'site/content-version';
const BUILD_KEY = 'site/build';
const HOOK_TIMEOUT_MS = 5000;

interface BuildRecord {
  /** The newest content version a successful build included. */
  liveVersion: string | null;
  /** The newest content version a build failed on, and why (for staff: which record, what to fix). */
  failedVersion: string | null;
  message?: string;
  /** The Netlify deploy of the newest failure, if it was one. */
  failedDeploy?: string;
  updatedAt: string;
}

export const readContentVersion = () => readJSON<string>(STORE_NAMES.meta, CONTENT_VERSION_KEY);

/** Bulk writes under way (seeding, imports): their changes are published once, at the end. */
const batches = new AsyncLocalStorage<{ changed: boolean }>();

/** Runs many content writes, then publishes once if any of them changed what the site shows. */
export async function publishingOnce<T>(work: () => Promise<T>): Promise<T> {
  const batch = { changed: false };
  const result = await batches.run(batch, work);
  if (batch.changed) await contentChanged();
  return result;
}

/**
 * Follows every change of a published collection (src/lib/server/follow-ups.ts): a new content version
 * is stored beside the write, and the build hook is called after the answer, so a slow or failing hook
 * never holds or fails the change (it is logged; the site status then stays `building`).
 */
export async function contentChanged(): Promise<void> {
  const batch = batches.getStore();
  if (batch) {
    batch.changed = true;
    return;
  }
  await writeJSON(STORE_NAMES.meta, CONTENT_VERSION_KEY, newId());
  const hook = process.env.BUILD_HOOK_URL;
  if (!hook) {
    // Only worth saying on Netlify, where nothing else rebuilds the site.
    if (process.env.NETLIFY) console.warn('[publish] BUILD_HOOK_URL is not set: the public site will not be rebuilt');
    return;
  }
  afterResponse(async () => {
    try {
      const response = await fetch(hook, { method: 'POST', signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });
      if (!response.ok) console.error(`[publish] build hook answered ${response.status}`);
    } catch (error) {
      console.error('[publish] build hook failed', error);
    }
  });
}

/** The later of two versions (ids sort by time); null stands for "none yet". */
const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/** A failed attempt and why; `deployId` names the Netlify deploy it belongs to, where there is one. */
type BuildOutcome = { ok: true } | { ok: false; message: string; deployId?: string };

/**
 * Records the outcome of a build that started from content version `version` (null: no change was
 * ever made, so a success holds everything). Versions only move forward. The first failure recorded
 * for a deploy says why: the build's own check names the record, while Netlify's later notification
 * of the same deploy only says how the build script ended, so it keeps the reason.
 */
export async function recordBuild(version: string | null, outcome: BuildOutcome) {
  const previous = await readJSON<BuildRecord>(STORE_NAMES.meta, BUILD_KEY);
  const updatedAt = new Date().toISOString();
  const liveVersion = previous?.liveVersion ?? null;
  const failedVersion = previous?.failedVersion ?? null;
  if (outcome.ok) {
    await writeJSON(STORE_NAMES.meta, BUILD_KEY, {
      ...previous,
      liveVersion: later(liveVersion, version),
      failedVersion,
      updatedAt,
    });
    return;
  }
  const sameDeploy = outcome.deployId !== undefined && previous?.failedDeploy === outcome.deployId && previous.message;
  const record: BuildRecord = {
    liveVersion,
    failedVersion: later(failedVersion, version),
    message: sameDeploy ? previous.message : outcome.message,
    failedDeploy: outcome.deployId,
    updatedAt,
  };
  await writeJSON(STORE_NAMES.meta, BUILD_KEY, record);
}

export async function readSiteStatus(): Promise<SiteStatus> {
  const [contentVersion, build] = await Promise.all([readContentVersion(), readJSON<BuildRecord>(STORE_NAMES.meta, BUILD_KEY)]);
  const liveVersion = build?.liveVersion ?? null;
  const updatedAt = build?.updatedAt ?? null;
  if (contentVersion === null || (liveVersion !== null && liveVersion >= contentVersion)) {
    return { state: 'live', contentVersion, liveVersion, updatedAt };
  }
  if (build?.failedVersion && build.failedVersion >= contentVersion) {
    return {
      state: 'failed',
      contentVersion,
      liveVersion,
      updatedAt,
      message: PUBLISH_MESSAGES.updateFailed,
      error: build.message || PUBLISH_MESSAGES.buildFailed,
    };
  }
  return { state: 'building', contentVersion, liveVersion, updatedAt };
}
