/**
 * A ZIP of the accountant's files, written as it is sent: each file is made only when the one before it has
 * gone out, so a month of invoice PDFs never sits whole in a function's memory, and the answer streams
 * within Netlify's 20 MB (a buffered answer stops at 6 MB). The one way the site writes a ZIP.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** A file of the ZIP: its path inside it, and its content, or how to make it when its turn comes. */
export interface ZipFile {
  name: string;
  content: string | Uint8Array | (() => Promise<string | Uint8Array>);
  /** Already compressed (a PDF): stored as it is, which costs no time for nothing gained. */
  stored?: boolean;
}

const encoder = new TextEncoder();

/** The ZIP of `files` (made one at a time, in order) as a byte stream. */
export function zipStream(files: Iterable<ZipFile> | AsyncIterable<ZipFile>): ReadableStream<Uint8Array> {
  const zip = new Zip();
  let iterator: AsyncIterator<ZipFile> | Iterator<ZipFile> | undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.ondata = (error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      };
      iterator = Symbol.asyncIterator in files ? files[Symbol.asyncIterator]() : files[Symbol.iterator]();
    },
    // One file per pull: the stream asks for more only when what it holds has been read.
    async pull() {
      const next = await iterator!.next();
      if (next.done) {
        zip.end();
        return;
      }
      const file = next.value;
      const made = typeof file.content === 'function' ? await file.content() : file.content;
      const bytes = typeof made === 'string' ? encoder.encode(made) : made;
      const entry = file.stored ? new ZipPassThrough(file.name) : new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
    },
    cancel() {
      zip.terminate();
    },
  });
}
