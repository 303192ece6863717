/** Artwork files of quote requests: a visitor uploads one at a time; staff download them (src/lib/server/artwork.ts). */
import type { Config } from '@netlify/functions';
import { artworkApi } from '../../src/lib/api/artwork.ts';
import { MAX_ARTWORK_BYTES } from '../../src/lib/constants.ts';
import { ARTWORK_MESSAGES, MESSAGES } from '../../src/lib/messages.ts';
import { ARTWORK_TYPES, readArtwork, saveArtwork } from '../../src/lib/server/artwork.ts';
import { HttpError, json, notFound, readBytes } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { countSubmission } from '../../src/lib/server/spam.ts';

/** Room for the multipart envelope around a file of the largest allowed size. */
const ENVELOPE_BYTES = 16 * 1024;

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export default serve(artworkApi, {
  upload: async ({ request, address }) => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError(415, ARTWORK_MESSAGES.missing);
    await countSubmission(address, Date.now());
    let body: Uint8Array;
    try {
      body = await readBytes(request, MAX_ARTWORK_BYTES + ENVELOPE_BYTES);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) throw new HttpError(413, ARTWORK_MESSAGES.tooLarge);
      throw error;
    }
    let file: FormDataEntryValue | null;
    try {
      file = (await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()).get('file');
    } catch {
      throw new HttpError(400, MESSAGES.malformedMultipart);
    }
    if (!file || typeof file === 'string') throw new HttpError(400, ARTWORK_MESSAGES.missing);
    const { id, name, size, type: kind } = await saveArtwork(new Uint8Array(await file.arrayBuffer()), file.name);
    return json({ data: { id, name, size, type: kind } }, 201);
  },
  download: async ({ params }) => {
    const found = await readArtwork(params.id);
    if (!found) throw notFound('Artwork');
    const { file, body } = found;
    // Never shown on the site's origin: a download, its type plain bytes for SVG and PDF, sandboxed besides.
    const inline = file.type === 'png' || file.type === 'jpg' || file.type === 'webp';
    return new Response(body, {
      headers: {
        'content-type': inline ? ARTWORK_TYPES[file.type] : 'application/octet-stream',
        'content-length': String(body.byteLength),
        'content-disposition': disposition(file.name),
        'content-security-policy': "sandbox; default-src 'none'",
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  },
});

export const config: Config = { path: ['/api/artwork', '/api/artwork/', '/api/artwork/:id'] };
