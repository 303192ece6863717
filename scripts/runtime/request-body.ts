/**
 * A request's body as the web stream a function reads, and what becomes of the part it left unread.
 *
 * Node's server drops an unread body by itself only if nothing ever listened to it. A body handed to a
 * function as a stream and not read to its end (an early 401, 404, 413, 415...) stayed paused, and with
 * it the connection: the next request on it was never parsed. After the answer, the rest is now read and
 * dropped when it is small enough to, within a time limit; otherwise the answer ends the connection.
 */
import type { IncomingMessage } from 'node:http';

/**
 * A body of known length up to this is read and dropped after an early answer, and the connection kept:
 * more than any function accepts (an upload: 2 MB and its envelope), so an oversized form is drained.
 */
export const DRAIN_LIMIT_BYTES = 4 * 1024 * 1024;
/**
 * Any other body gets `Connection: close`, and is read on only while its client takes in the answer
 * (a lingering close): at most this many bytes in all.
 */
export const LINGER_LIMIT_BYTES = 64 * 1024 * 1024;
/** Either way, a body still arriving this long after the answer ends its connection. */
export const DRAIN_TIME_MS = 5_000;

export class RequestBody {
  private readonly req: IncomingMessage;
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  private listening = false;
  private discarding = false;
  private received = 0;

  constructor(req: IncomingMessage) {
    this.req = req;
  }

  /** The body for a web Request, read from the connection only as fast as the function reads it. */
  stream(): ReadableStream<Uint8Array> {
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        this.listen();
      },
      pull: () => {
        this.req.resume();
      },
      // Unlike Readable.toWeb, a function giving up on the body does not destroy the connection.
      cancel: () => {
        this.controller = undefined;
        this.req.pause();
      },
    });
  }

  /**
   * Whether the connection can stay open after an answer given now: the body has all arrived, or the
   * rest of it has a known length small enough to read and drop. A chunked body still arriving does not.
   */
  get drainable(): boolean {
    if (this.req.complete) return true;
    const length = Number(this.req.headers['content-length'] ?? Number.NaN);
    return Number.isFinite(length) && length <= DRAIN_LIMIT_BYTES;
  }

  /** After the answer: reads and drops the rest, within the limits above; past them, the connection ends. */
  discardRest(): void {
    this.controller?.error(new Error('The answer was sent before the request body was read'));
    this.controller = undefined;
    this.discarding = true;
    this.listen();
    this.req.resume();
    if (this.req.complete) return;
    const { socket } = this.req;
    const timer = setTimeout(() => socket.destroy(), DRAIN_TIME_MS).unref();
    // Node destroys a closing connection once the answer is written; a client still sending its body
    // would get a reset, often before it had read the answer. Close only our side until the body is read.
    const { destroySoon } = socket;
    let closing = false;
    socket.destroySoon = () => {
      closing = true;
      socket.end();
    };
    const drained = () => {
      clearTimeout(timer);
      socket.off('close', drained);
      socket.destroySoon = destroySoon;
      if (closing) socket.destroySoon();
    };
    this.req.once('end', drained);
    socket.once('close', drained);
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.req.on('data', (chunk: Buffer) => {
      this.received += chunk.byteLength;
      if (this.discarding) {
        if (this.received > LINGER_LIMIT_BYTES) this.req.socket.destroy();
        return;
      }
      if (!this.controller) {
        this.req.pause();
        return;
      }
      this.controller.enqueue(chunk);
      if ((this.controller.desiredSize ?? 0) <= 0) this.req.pause();
    });
    this.req.on('end', () => {
      this.controller?.close();
      this.controller = undefined;
    });
    // A client that disconnects mid-body fails the function's read instead of leaving it waiting.
    this.req.on('error', (error) => {
      this.controller?.error(error);
      this.controller = undefined;
    });
    this.req.on('close', () => {
      this.controller?.error(new Error('The connection closed before the request body ended'));
      this.controller = undefined;
    });
  }
}
