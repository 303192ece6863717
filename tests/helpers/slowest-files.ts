/**
 * A vitest reporter that closes a run of more than one file with the slowest test files and their
 * durations, so a file that grew slow is seen in CI's output rather than only in its total. A file's
 * duration is its whole time in its worker: its import, its setup files, and its tests with their hooks
 * (the hooks that start a site or a browser are most of a browser test's time).
 */
import type { Reporter, TestModule } from 'vitest/node';

/** How many files the list names. */
const SHOWN = 15;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A file's time in its worker, all of it. */
function fileDuration(module: TestModule): number {
  const d = module.diagnostic();
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
}

export default class SlowestFiles implements Reporter {
  private startedAt = performance.now();

  onTestRunStart() {
    this.startedAt = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    if (modules.length < 2) return;
    const timed = modules
      .map((module) => ({ file: module.relativeModuleId, ms: fileDuration(module), state: module.state() }))
      .sort((a, b) => b.ms - a.ms);
    const sum = timed.reduce((total, { ms }) => total + ms, 0);
    const width = Math.max(...timed.slice(0, SHOWN).map(({ ms }) => seconds(ms).length));
    const lines = [
      '',
      `Slowest test files (${Math.min(SHOWN, timed.length)} of ${timed.length}):`,
      ...timed
        .slice(0, SHOWN)
        .map(({ file, ms, state }) => `  ${seconds(ms).padStart(width)}  ${file}${state === 'failed' ? '  (failed)' : ''}`),
      `Test files: ${seconds(sum)} in all, ${seconds(performance.now() - this.startedAt)} of wall time`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
