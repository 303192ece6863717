/**
 * Starts `npm start`'s entry point as a child process on a free port with its own data folder, and
 * waits until the site is ready. Used by the runtime tests, the browser tests and the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningSite {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the runtime printed so far. */
  output(): string;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startSite(
  options: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number } = {},
): Promise<RunningSite> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'labels-site-')));
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      UV_THREADPOOL_SIZE: '32',
      // Vitest sets NODE_ENV=test; the site must run as it does for visitors.
      NODE_ENV: 'production',
      NETLIFY_BLOBS_CONTEXT: '',
      BUILD_HOOK_URL: '',
      AUTH_SECRET: '',
      PORT: '0',
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`runtime not ready in time:\n${output}`)), options.timeoutMs ?? 300_000);
    const check = () => {
      const match = /Site ready at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`runtime exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    child,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // A site build the stopped server had started may still be writing its folder: removing it is retried.
      if (!keepData && !options.dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
