/**
 * A file too big for one answer or one request's time, prepared by a background job (background-functions.ts)
 * in stored parts: the enquiries' export (inbox/export-jobs.ts) and the month's pack (returns/pack-jobs.ts). The
 * job's life is the same for both, so it lives here: stored and started; claimed by one run (a queued job, or a
 * running one whose run was cut off); its parts stored with their length and SHA-256 as it goes; done, or failed
 * with a message (never thrown: Netlify would run the function again); read, a part streamed with its length and
 * digest; removed with its parts a day after it was made. Each feature writes only its parts and its counts.
 *
 * In the `exports` store, under the feature's prefix: job/{id} (the job and its progress) and part/{id}/{n}.
 *
 * Store requests: starting, one write; a run's claim, one read and one write; each part, two writes (the part,
 * then the job); each progress, one write; the job, one read; a part, two reads (the job, then the part as a
 * stream); a 404 for a part, one more read of the job.
 */
import { createHash } from 'node:crypto';
import { signedPayload, startBackground } from './background-functions.ts';
import { fileResponse } from './files/download.ts';
import { HttpError, errorResponse, json } from './http.ts';
import { idTime, newId } from './ids.ts';
import { STORE_NAMES, guard, listKeys, openStore, readJSON, readJSONWithEtag } from './store/index.ts';
import { type SweepLimits, sweepKeys } from './store/sweep.ts';

/** A running job that has not moved for this long was cut off: another run may take it over. */
const STALE_MS = 2 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

/** What every job records; each feature adds its own counts. */
export interface BackgroundJob {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Each with SHA-256 of the part's bytes, base64. */
  parts: { n: number; bytes: number; sha256: string; fileName: string }[];
  createdAt: string;
  updatedAt: string;
  error?: string;
}

type PartOf<Job extends BackgroundJob> = Job['parts'][number];
/** What a feature records of a part beside its number, length, digest and name. */
type CountsOf<Job extends BackgroundJob> = Omit<PartOf<Job>, keyof BackgroundJob['parts'][number]>;

/** A run's hold on its job: progress and parts as they are made. */
export interface JobRun<Job extends BackgroundJob> {
  /** Records progress on the job. */
  save(patch: Partial<Job>): Promise<unknown>;
  /** Stores the next part and records it on the job, with `patch` (the counts so far). */
  addPart(body: Uint8Array<ArrayBuffer>, counts: CountsOf<Job>, patch?: Partial<Job>): Promise<void>;
  /** How many parts are stored so far. */
  parts(): number;
}

/** What a run's work ends with: its last counts, and each part's file name once their number is known. */
export interface JobDone<Job extends BackgroundJob> {
  patch: Partial<Job>;
  fileName: (n: number, of: number) => string;
}

interface JobKitOptions<Job extends BackgroundJob> {
  /** Where the feature's jobs are kept in the store: '' or 'packs/'. */
  prefix: string;
  /** The background function that runs a job (netlify/functions/{name}.mts). */
  functionName: string;
  /** What logs name a job by. */
  logName: string;
  /** What a run that starts over resets. */
  restart: Partial<Job>;
  messages: { started: string; startFailed: string; storeFailed: string; notFound: string; partNotReady: string };
}

export function backgroundJobs<Job extends BackgroundJob>(options: JobKitOptions<Job>) {
  const { prefix, functionName, logName, restart, messages } = options;
  const store = () => openStore(STORE_NAMES.exports);
  const jobs = `${prefix}job/`;
  const keys = {
    jobs,
    job: (id: string) => `${jobs}${id}`,
    parts: (id: string) => `${prefix}part/${id}/`,
    part: (id: string, n: number) => `${prefix}part/${id}/${n}`,
  };

  const read = (id: string) => (/^[0-9a-z]{18}$/.test(id) ? readJSON<Job>(STORE_NAMES.exports, keys.job(id)) : null);

  /** Stores a new job with the feature's fields and starts its background function; `origin` is this site's address. */
  async function start(fields: Omit<Job, keyof BackgroundJob>, origin: string): Promise<Job> {
    const now = new Date().toISOString();
    const base: BackgroundJob = { id: newId(), state: 'queued', parts: [], createdAt: now, updatedAt: now };
    // The feature's fields and the common ones make the whole job, which TypeScript cannot see of a generic.
    const job = { ...base, ...fields } as unknown as Job;
    await guard(() => store().setJSON(keys.job(job.id), job, { onlyIfNew: true }));
    try {
      await startBackground(functionName, { jobId: job.id }, origin);
    } catch (error) {
      console.error(`[${logName}] could not start job ${job.id}`, error);
      const failed: Job = { ...job, state: 'failed', error: messages.startFailed };
      await guard(() => store().setJSON(keys.job(job.id), failed));
      return failed;
    }
    return job;
  }

  /** Takes the job for this run. Null when another run has it. */
  async function claim(id: string): Promise<Job | null> {
    const found = await readJSONWithEtag<Job>(STORE_NAMES.exports, keys.job(id));
    if (!found) return null;
    const { value } = found;
    const stale = value.state === 'running' && Date.now() - Date.parse(value.updatedAt) > STALE_MS;
    if (value.state !== 'queued' && !stale) return null;
    const running: Job = { ...value, ...restart, state: 'running', parts: [], updatedAt: new Date().toISOString() };
    const written = await guard(() => store().setJSON(keys.job(id), running, { onlyIfMatch: found.etag }));
    return written.modified ? running : null;
  }

  /** The background function's work: `work` makes the parts; the job is claimed, saved and ended here. */
  async function run(id: string, work: (job: Job, run: JobRun<Job>) => Promise<JobDone<Job>>): Promise<void> {
    const job = await claim(id);
    if (!job) return;
    const save = (patch: Partial<Job>) => {
      Object.assign(job, patch, { updatedAt: new Date().toISOString() });
      return guard(() => store().setJSON(keys.job(id), job));
    };
    const parts: PartOf<Job>[] = [];
    const addPart = async (body: Uint8Array<ArrayBuffer>, counts: CountsOf<Job>, patch: Partial<Job> = {}) => {
      const n = parts.length + 1;
      await guard(() => store().set(keys.part(id, n), new Blob([body])));
      const sha256 = createHash('sha256').update(body).digest('base64');
      parts.push({ n, bytes: body.byteLength, sha256, fileName: '', ...counts } as PartOf<Job>);
      await save({ ...patch, parts: [...parts] } as Partial<Job>);
    };
    try {
      const { patch, fileName } = await work(job, { save, addPart, parts: () => parts.length });
      const named = parts.map((part) => ({ ...part, fileName: fileName(part.n, parts.length) }));
      await save({ ...patch, state: 'done', parts: named } as Partial<Job>);
    } catch (error) {
      console.error(`[${logName}] job ${id} failed`, error);
      await save({ state: 'failed', error: messages.storeFailed } as Partial<Job>).catch(() => undefined);
    }
  }

  /** One part's bytes as a stream, with its description; null when the job or part is not there (yet). */
  async function readPart(id: string, n: number): Promise<{ part: PartOf<Job>; body: ReadableStream } | null> {
    const job = await read(id);
    const part = job?.state === 'done' ? job.parts.find((each) => each.n === n) : undefined;
    if (!part) return null;
    const body = await guard(() => store().get(keys.part(id, n), { type: 'stream' }));
    return body ? { part, body } : null;
  }

  return {
    keys,
    read,
    start,
    run,
    readPart,
    /** The start's answer: 202 and the job (its state 'failed' when its function could not be started). */
    started: (job: Job): Response => json({ message: messages.started, data: job }, 202),
    /** The job's call: the job and its progress, or 404. */
    async answer(id: string): Promise<Response> {
      const job = await read(id);
      if (!job) throw new HttpError(404, messages.notFound);
      return json({ data: job });
    },
    /** A part's call: the file with its length and digest (Repr-Digest), or 404 saying whether the job is there. */
    async partAnswer(id: string, number: string, type: string): Promise<Response> {
      const n = Number(number);
      const found = Number.isInteger(n) && n >= 1 ? await readPart(id, n) : null;
      if (!found) throw new HttpError(404, (await read(id)) ? messages.partNotReady : messages.notFound);
      const { part, body } = found;
      return fileResponse({
        body,
        type,
        name: part.fileName,
        headers: { 'content-length': String(part.bytes), 'repr-digest': `sha-256=:${part.sha256}:` },
      });
    },
    /** The housekeeping run: jobs made more than a day ago, and their parts. */
    async sweep(now: number, limits: SweepLimits): Promise<number> {
      const old = (await listKeys(STORE_NAMES.exports, jobs))
        .map((key) => key.slice(jobs.length))
        .filter((id) => now - idTime(id) > KEEP_MS);
      let removed = 0;
      for (const id of old) {
        if (Date.now() >= limits.deadline) break;
        removed += await sweepKeys(STORE_NAMES.exports, keys.parts(id), () => true, limits);
        removed += await sweepKeys(STORE_NAMES.exports, keys.job(id), (key) => key === keys.job(id), limits);
      }
      return removed;
    },
  };
}

/** A job's background function (netlify/functions/*-background.mts): runs the job of a signed start; 403 for any other. */
export const jobFunction = (run: (id: string) => Promise<void>) => async (request: Request) => {
  try {
    const { jobId } = await signedPayload<{ jobId: string }>(request);
    await run(jobId);
    return new Response(null, { status: 204 });
  } catch (error) {
    return errorResponse(error);
  }
};
