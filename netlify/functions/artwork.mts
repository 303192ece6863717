/** Artwork files of quote requests: a visitor uploads one at a time; staff download them (src/lib/server/artwork.ts). */
import type { Config } from '@netlify/functions';
import { artworkApi } from '../../src/lib/api/artwork.ts';
import { MAX_ARTWORK_BYTES } from '../../src/lib/constants.ts';
import { ARTWORK_MESSAGES } from '../../src/lib/messages.ts';
import { ARTWORK_TYPES, readArtwork, saveArtwork } from '../../src/lib/server/artwork.ts';
import { json, notFound, readUploadedFile } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { countSubmission } from '../../src/lib/server/spam.ts';

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export default serve(artworkApi, {
  upload: async ({ request, address }) => {
    // Counted like a form's submission before the body is read: uploads are rate limited per address.
    await countSubmission(address, Date.now());
    const { bytes, name } = await readUploadedFile(request, MAX_ARTWORK_BYTES, ARTWORK_MESSAGES);
    const { id, size, type, name: stored } = await saveArtwork(bytes, name);
    return json({ data: { id, name: stored, size, type } }, 201);
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
