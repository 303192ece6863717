/**
 * The local runtime's guard (scripts/runtime/crash-guard.ts) in a process of its own, as `npm start` runs
 * it: a request whose work throws from a zlib callback (as pdfkit's PNG decoder does on a broken picture)
 * is answered 500 and logged, and the process goes on serving the next requests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const GUARD = path.resolve('scripts/runtime/crash-guard.ts');
const SERVER = `
import http from 'node:http';
import zlib from 'node:zlib';
import { failOnStrayErrors, keepServingAfterStrayErrors } from ${JSON.stringify(GUARD)};
keepServingAfterStrayErrors();
const work = (url) =>
  url === '/stray'
    ? new Promise(() => zlib.inflate(Buffer.from('not deflate data'), (error) => { throw error; }))
    : url === '/rejection'
      ? (Promise.reject(new Error('nobody handles this')), Promise.resolve('ok'))
      : Promise.resolve('ok');
http.createServer((req, res) => {
  failOnStrayErrors(() => work(req.url)).then(
    (text) => res.end(text),
    () => { res.statusCode = 500; res.end('failed'); },
  );
}).listen(0, '127.0.0.1', function () { console.log('port', this.address().port); });
`;

let child: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const match = /port (\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  base = `http://127.0.0.1:${port}`;
});

afterAll(() => {
  if (child.exitCode === null) child.kill();
});

it('answers 500 for an error thrown in a callback, logs it, and keeps serving', async () => {
  const stray = await fetch(`${base}/stray`);
  expect(stray.status).toBe(500);
  const rejection = await fetch(`${base}/rejection`);
  expect(rejection.status).toBe(200);
  const next = await fetch(`${base}/ok`);
  expect(await next.text()).toBe('ok');
  expect(child.exitCode).toBeNull();
  expect(output).toMatch(/an error nobody caught:[\s\S]*incorrect header check/);
  expect(output).toMatch(/a rejection nobody handled:[\s\S]*nobody handles this/);
});
