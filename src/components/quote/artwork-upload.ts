/**
 * One artwork file sent to POST /api/artwork with its progress (fetch cannot report an upload's progress,
 * so this is XMLHttpRequest). Resolves to the stored file; rejects with the server's message, or the API
 * client's wording when the server said nothing.
 */
import { artworkApi } from '../../lib/api/artwork.ts';
import { pathOf } from '../../lib/api/define.ts';
import { REQUEST_ERRORS } from '../../lib/messages/requests.ts';

export type StoredArtwork = { id: string; name: string; size: number; type: string };

export interface Upload {
  done: Promise<StoredArtwork>;
  abort: () => void;
}

export function uploadArtwork(file: File, onProgress: (fraction: number) => void): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<StoredArtwork>((resolve, reject) => {
    request.open('POST', pathOf(artworkApi.upload));
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const answer = (request.response ?? {}) as { data?: StoredArtwork; message?: unknown };
      if (request.status === 201 && answer.data) {
        onProgress(1);
        resolve(answer.data);
      } else {
        const message =
          typeof answer.message === 'string' && answer.message ? answer.message : REQUEST_ERRORS.status(request.status);
        reject(new Error(message));
      }
    });
    request.addEventListener('error', () => reject(new Error(REQUEST_ERRORS.network)));
    request.addEventListener('abort', () => reject(new Error(REQUEST_ERRORS.aborted)));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
