/**
 * A connection stays usable after an answer given before the request body was read:
 * one keep-alive connection, as a browser keeps, sends an early-answered request with a body, then two
 * more requests, which must be answered at once: on the same connection when the body was small enough
 * to drain, or on a new one after the answer said `Connection: close`.
 */
import http from 'node:http';
import net from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAIN_LIMIT_BYTES, DRAIN_TIME_MS } from '../../scripts/runtime/request-body.ts';
import { type StaffSite, startStaffSite } from '../helpers/staff-site.ts';

/** An idle connection answering later than this is taken as hung. */
const PROMPT_MS = 5_000;
const FORM_BYTES = 1024 * 1024;

let site: StaffSite;

interface Sent {
  status: number;
  connection: string | undefined;
  socket: net.Socket;
  reused: boolean;
}

interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** Signed in as staff. */
  staff?: boolean;
  body?: { bytes: number; chunked: boolean };
}

/** One request through `agent`; resolves when its whole answer has arrived. */
function send(agent: http.Agent, call: Call): Promise<Sent> {
  const { hostname, port } = new URL(site.url);
  const headers: Record<string, string> = { ...call.headers, ...(call.staff ? { authorization: `Bearer ${site.token}` } : {}) };
  if (call.body?.chunked) headers['transfer-encoding'] = 'chunked';
  else if (call.body) headers['content-length'] = String(call.body.bytes);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, method: call.method, path: call.path, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socket: response.socket,
          reused: request.reusedSocket,
        });
      });
    });
    // Counted from the call, not from when the agent gives it the connection: a call queued behind a hung one hangs too.
    const timer = setTimeout(
      () => request.destroy(new Error(`${call.method} ${call.path}: no answer in ${PROMPT_MS} ms`)),
      PROMPT_MS,
    );
    // A client may still be sending when the answer comes: a failed write after it is no failure of the call.
    request.on('error', reject);
    if (call.body) Readable.from(chunks(call.body.bytes)).pipe(request);
    else request.end();
  });
}

function* chunks(bytes: number) {
  for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(Math.min(64 * 1024, bytes - sent), 'a');
}

beforeAll(async () => {
  site = await startStaffSite();
});

afterAll(async () => {
  await site?.stop();
});

/**
 * The answers given before the body is read, with their statuses. The build hook and the 503 before the
 * first build go through the same path and are not repeated.
 */
const EARLY_ANSWERS: [string, Call, number][] = [
  [
    'a form over the JSON limit',
    { method: 'POST', path: '/api/contacts/', headers: { 'content-type': 'application/json' } },
    413,
  ],
  [
    'a staff call without a token',
    { method: 'POST', path: '/api/upload', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    401,
  ],
  [
    'an upload that is not multipart',
    { method: 'POST', path: '/api/upload', staff: true, headers: { 'content-type': 'application/json' } },
    415,
  ],
  ['a method the endpoint does not take', { method: 'PUT', path: '/api/dashboard' }, 405],
  ['an /api path no function serves', { method: 'POST', path: '/api/no-such-call' }, 404],
  ['a static page', { method: 'POST', path: '/' }, 200],
  ['an unknown page', { method: 'POST', path: '/no-such-page' }, 404],
  ['a redirect', { method: 'POST', path: '/product/kraft-tag' }, 301],
  ['a malformed %-escape', { method: 'POST', path: '/products/%ZZ' }, 400],
  ['an address that cannot be parsed', { method: 'POST', path: '/', headers: { host: 'a b' } }, 400],
  ['a GET', { method: 'GET', path: '/api/testimonials' }, 200],
  ['a HEAD', { method: 'HEAD', path: '/' }, 200],
];

/**
 * Sends `early` and then two requests over one keep-alive connection: each is answered in time, and they
 * share the connection, or the early answer closed it (`kept` says which) and the next two share a new one.
 */
async function earlyAnswerThenTwo(early: Call, status: number, kept: boolean) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await send(agent, early);
    expect(first.status).toBe(status);
    const next = [await send(agent, { method: 'GET', path: '/api/testimonials' })];
    next.push(await send(agent, { method: 'GET', path: '/api/testimonials' }));
    expect(next.map((sent) => sent.status)).toEqual([200, 200]);
    expect(next[1].socket).toBe(next[0].socket);
    expect(next[1].reused).toBe(true);
    expect(first.connection).toBe(kept ? 'keep-alive' : 'close');
    expect(next[0].reused).toBe(kept);
    if (kept) expect(next[0].socket).toBe(first.socket);
    else expect(next[0].socket).not.toBe(first.socket);
  } finally {
    agent.destroy();
  }
}

describe.each([
  ['with a Content-Length: drained, the connection kept', false],
  ['chunked: the connection closed, as its length is unknown', true],
])('an early answer to a 1 MB body %s; two requests follow at once', (_, chunked) => {
  it.each(EARLY_ANSWERS)('%s', async (_label, call, status) => {
    await earlyAnswerThenTwo({ ...call, body: { bytes: FORM_BYTES, chunked } }, status, !chunked);
  });
});

describe('bodies past what is drained', () => {
  it('a Content-Length over the drain limit: the answer closes the connection, the next requests use a new one', async () => {
    const call = EARLY_ANSWERS[0][1];
    await earlyAnswerThenTwo({ ...call, body: { bytes: DRAIN_LIMIT_BYTES + FORM_BYTES, chunked: false } }, 413, false);
  });
});

/** Sends `head` over a raw connection, then whatever `feed` writes; resolves once the server has closed it. */
function rawConnection(head: string, feed: (socket: net.Socket) => void = () => undefined) {
  const { hostname, port } = new URL(site.url);
  const socket = net.connect(Number(port), hostname);
  // A reset after the answer is how a body cut off by the server ends.
  socket.on('error', () => undefined);
  let answer = '';
  let answeredAt = 0;
  socket.on('data', (data) => {
    answer += data;
    answeredAt ||= Date.now();
  });
  socket.write(head);
  feed(socket);
  const limit = DRAIN_TIME_MS + PROMPT_MS;
  return new Promise<{ answer: string; openAfterAnswerMs: number }>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open ${limit} ms after the request; answered: ${answer.slice(0, 100)}`));
    }, limit);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, openAfterAnswerMs: Date.now() - answeredAt });
    });
  });
}

describe('bodies that never end', () => {
  it('a body that stops arriving after an early answer: the connection is closed after the drain time', async () => {
    const head =
      'POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n';
    const { answer, openAfterAnswerMs } = await rawConnection(`${head}${'a'.repeat(1000)}`);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(openAfterAnswerMs).toBeGreaterThanOrEqual(DRAIN_TIME_MS - 100);
  });

  it('an endless chunked body: answered 413 with Connection: close, and the connection closed', async () => {
    const head =
      'POST /api/contacts/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`;
    const { answer } = await rawConnection(head, (socket) => {
      const pump = () => {
        while (!socket.destroyed && socket.write(chunk));
      };
      socket.on('drain', pump);
      pump();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
  });

  it('left nothing for the runtime to report as an error', () => {
    expect(site.output()).not.toContain('[runtime]');
  });
});
