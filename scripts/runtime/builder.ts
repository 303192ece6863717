/**
 * Rebuilds the static site in the background after content changes. Each build goes to a new folder and
 * is swapped in only when it succeeded, so a failed build leaves the old site up. Requests that arrive
 * during a build are coalesced into one follow-up build.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PUBLISH_MESSAGES } from '../../src/lib/messages/publishing.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { readContentVersion, recordBuild } from '../../src/lib/server/site/publish.ts';

/** Starts the line in which a failed build-site.ts says why (a JSON string follows). */
export const BUILD_FAILURE_MARKER = '[build-failure] ';

/** Why the build failed, as the build said it; its last such line wins. */
function failureReason(output: string): string {
  const line = output.split('\n').findLast((each) => each.startsWith(BUILD_FAILURE_MARKER));
  try {
    const reason: unknown = line && JSON.parse(line.slice(BUILD_FAILURE_MARKER.length));
    if (typeof reason === 'string' && reason) return reason;
  } catch {
    // A cut or garbled line says nothing better than the general text.
  }
  return PUBLISH_MESSAGES.buildFailed;
}

export interface BuildResult {
  ok: boolean;
  ms: number;
  dir?: string;
  output?: string;
}

export class SiteBuilder {
  readonly sitesDir: string;
  readonly projectRoot: string;
  /** The folder the live site is served from. */
  current: string | null = null;
  lastResult: BuildResult | null = null;
  private running: Promise<void> | null = null;
  private pending = false;
  private child: ChildProcess | null = null;
  private stopped = false;
  private readonly log: (line: string) => void;

  constructor(options: { sitesDir: string; projectRoot: string; log?: (line: string) => void }) {
    this.sitesDir = options.sitesDir;
    this.projectRoot = options.projectRoot;
    this.log = options.log ?? ((line) => console.log(line));
  }

  /** Picks up the site of an earlier run, if there is one. */
  async restore(): Promise<boolean> {
    try {
      const { dir } = JSON.parse(await readFile(path.join(this.sitesDir, 'current.json'), 'utf8'));
      const candidate = path.join(this.sitesDir, dir);
      if (existsSync(path.join(candidate, 'index.html'))) this.current = candidate;
    } catch {
      this.current = null;
    }
    return this.current !== null;
  }

  get building(): boolean {
    return this.running !== null;
  }

  /** Asks for a build; while one runs, one more follows it, however many asks come in. */
  request(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.pending = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Ends a build under way (its output is discarded) and takes no more requests. */
  stop(): void {
    this.stopped = true;
    this.pending = false;
    this.child?.kill('SIGTERM');
  }

  /** Resolves once no build is running or queued. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async loop() {
    do {
      this.pending = false;
      await this.buildOnce();
    } while (this.pending);
  }

  private async buildOnce() {
    const started = Date.now();
    const version = await readContentVersion();
    const dir = path.join(this.sitesDir, newId());
    await mkdir(this.sitesDir, { recursive: true });
    const { code, output } = await this.runBuild(dir);
    if (this.stopped) {
      await rm(dir, { recursive: true, force: true });
      return;
    }
    const ok = code === 0 && existsSync(path.join(dir, 'index.html'));
    const ms = Date.now() - started;
    this.lastResult = { ok, ms, dir: ok ? dir : undefined, output: ok ? undefined : output };
    if (!ok) {
      await rm(dir, { recursive: true, force: true });
      const reason = failureReason(output);
      this.log(`[build] failed after ${ms} ms; the previous site stays live\n${output.slice(-2000)}\n[build] why: ${reason}`);
      await recordBuild(version, { ok: false, message: reason });
      return;
    }
    const previous = this.current;
    this.current = dir;
    await writeFile(path.join(this.sitesDir, 'current.json'), JSON.stringify({ dir: path.basename(dir), version }));
    await recordBuild(version, { ok: true });
    this.log(`[build] site rebuilt in ${ms} ms`);
    await this.removeOldSites([dir, previous].filter((kept): kept is string => kept !== null));
  }

  private runBuild(outDir: string): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(this.projectRoot, 'scripts/runtime/build-site.ts'), outDir], {
        cwd: this.projectRoot,
        // The site is always built for production, even when the runtime itself runs under a test runner.
        env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', SITE_STATUS_BY_RUNTIME: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      this.child = child;
      let output = '';
      const collect = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('error', (error) => resolve({ code: 1, output: String(error) }));
      child.on('close', (code) => {
        this.child = null;
        resolve({ code, output });
      });
    });
  }

  /** Keeps the live site and the one before it (requests may still be reading it). */
  private async removeOldSites(keep: string[]) {
    const names = new Set(keep.map((dir) => path.basename(dir)));
    for (const entry of await readdir(this.sitesDir, { withFileTypes: true })) {
      if (entry.isDirectory() && !names.has(entry.name)) {
        await rm(path.join(this.sitesDir, entry.name), { recursive: true, force: true });
      }
    }
  }
}
