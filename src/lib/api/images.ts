/** Uploaded images, served by name; kept apart from the other calls so pages import no schema with it. */
import { endpoint } from './define.ts';

export const imagesApi = {
  /** Their names never change content, so any cache keeps them a year. */
  file: endpoint<Blob>()({ method: 'GET', path: '/api/images/:file', access: 'public', cache: 'immutable' }),
};
