/** Artwork files of quote requests: a visitor uploads one at a time; staff download them (src/lib/server/uploads/artwork.ts). */
import type { Config } from '@netlify/functions';
import { artworkApi } from '../../src/lib/api/artwork.ts';
import { MAX_ARTWORK_BYTES } from '../../src/lib/constants.ts';
import { ARTWORK_MESSAGES } from '../../src/lib/messages/site.ts';
import { artworkResponse, readArtwork, saveArtwork } from '../../src/lib/server/uploads/artwork.ts';
import { json, notFound, readUploadedFile } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { reserveUpload } from '../../src/lib/server/uploads/upload-budget.ts';

export default serve(artworkApi, {
  upload: async ({ request, address }) => {
    // Counted like a form's submission before the body is read (the contract's 'form' limit), and the
    // bytes held to a budget: the declared size now, the size kept once stored.
    const budget = await reserveUpload(address, request.headers.get('content-length'), MAX_ARTWORK_BYTES);
    try {
      const { bytes, name } = await readUploadedFile(request, MAX_ARTWORK_BYTES, ARTWORK_MESSAGES);
      const { id, size, type, name: stored } = await saveArtwork(bytes, name);
      await budget.settle(size);
      return json({ data: { id, name: stored, size, type } }, 201);
    } catch (error) {
      await budget.settle(0);
      throw error;
    }
  },
  download: async ({ params }) => {
    const found = await readArtwork(params.id);
    if (!found) throw notFound('artwork');
    return artworkResponse(found);
  },
});

export const config: Config = { path: ['/api/artwork', '/api/artwork/', '/api/artwork/:id'] };
