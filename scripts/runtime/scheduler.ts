/**
 * Runs the Netlify Scheduled Functions of netlify/functions (those with `config.schedule`, a cron
 * expression in UTC) on their schedule, as Netlify does. A run still going when the next is due is not
 * started twice, and a run's failure is logged and does not stop the schedule.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Cron } from 'croner';

export interface ScheduledFunction {
  name: string;
  schedule: string;
  run: () => Promise<unknown>;
}

export async function loadScheduled(directory: string): Promise<ScheduledFunction[]> {
  const files = (await readdir(directory)).filter((file) => /\.(mts|ts|mjs|js)$/.test(file) && !file.startsWith('_'));
  const found: ScheduledFunction[] = [];
  for (const file of files.sort()) {
    const module = await import(pathToFileURL(path.join(directory, file)).href);
    const schedule = module.config?.schedule;
    if (typeof module.default !== 'function' || typeof schedule !== 'string') continue;
    const name = path.parse(file).name;
    // Netlify calls a scheduled function with a request carrying `next_run`; it takes no other input.
    const run = () => module.default(new Request('http://localhost/.netlify/functions/' + name, { method: 'POST' }), {});
    found.push({ name, schedule, run });
  }
  return found;
}

/** Starts every scheduled function; answers a stop for all of them. */
export function startSchedules(functions: ScheduledFunction[]): () => void {
  const jobs = functions.map(
    (fn) =>
      new Cron(
        fn.schedule,
        { timezone: 'Etc/UTC', protect: true, catch: (error) => console.error(`[schedule] ${fn.name}`, error) },
        async () => {
          await fn.run();
        },
      ),
  );
  return () => jobs.forEach((job) => job.stop());
}
