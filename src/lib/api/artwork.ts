/** The buyer's artwork files of a quote request (src/lib/server/uploads/artwork.ts, docs/product.md 2.7). */
import { type Endpoint, endpoint } from './define.ts';

export interface ArtworkAnswer {
  data: { id: string; name: string; size: number; type: string };
}

export const artworkApi = {
  /** Multipart, field `file`: one file, rate limited per address like the forms. */
  upload: endpoint<ArtworkAnswer>()({ method: 'POST', path: '/api/artwork', access: 'public', limit: 'form' }),
  /** The file as an attachment, to staff only. */
  download: endpoint<Blob>()({ method: 'GET', path: '/api/artwork/:id', access: 'signed-in' }),
} satisfies Record<string, Endpoint>;
