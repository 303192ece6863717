/** Uploaded images, served by name; kept apart from the other calls so pages import no schema with it. */
import { endpoint } from './define.ts';

export const imagesApi = {
  file: endpoint<Blob>()({ method: 'GET', path: '/api/images/:file', access: 'public' }),
};
