/**
 * A file as the browser gets it (a PDF, a CSV, a data copy, an upload): its type, a Content-Disposition whose
 * name is safe whatever the name holds, and never kept by a browser or a proxy (`secured()`: private,
 * no-store). Every file answer is made here, so a name with a quote or a Hindi word cannot break the header;
 * tests/unit/kits-guard.test.ts fails on a Content-Disposition written anywhere else.
 */
import { secured } from '../http.ts';

export const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  pdf: 'application/pdf',
  xml: 'application/xml; charset=utf-8',
  zip: 'application/zip',
} as const;

/** What a quoted header value cannot hold as it is: anything but printable ASCII, a quote, a backslash. */
const UNSAFE = /[^\x20-\x7e]|["\\]/g;

/**
 * RFC 6266: the name as plain ASCII (anything else an underscore), and, when the name holds more than
 * that, its UTF-8 spelling beside it, which browsers prefer.
 */
function disposition(name: string, inline = false): string {
  const ascii = name.replace(UNSAFE, '_');
  const plain = `${inline ? 'inline' : 'attachment'}; filename="${ascii}"`;
  return ascii === name ? plain : `${plain}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

interface FileAnswer {
  body: BodyInit;
  /** The content type: one of FILE_TYPES, or an upload's own. */
  type: string;
  name: string;
  /** Shown in the browser (a PDF) rather than saved. */
  inline?: boolean;
  /** Anything else the file needs said (its length, its digest, a sandbox). */
  headers?: Record<string, string>;
}

export const fileResponse = ({ body, type, name, inline = false, headers = {} }: FileAnswer): Response =>
  secured(
    new Response(body, {
      headers: { 'content-type': type, 'content-disposition': disposition(name, inline), ...headers },
    }),
  );

/** A PDF, shown inline. */
export const pdfResponse = ({ bytes, filename }: { bytes: Uint8Array; filename: string }): Response =>
  fileResponse({ body: bytes as BodyInit, type: FILE_TYPES.pdf, name: filename, inline: true });
