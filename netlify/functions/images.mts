/** Serves uploaded images. Their names never change content, so they are cached for a year (the contract's `cache`). */
import type { Config } from '@netlify/functions';
import { contentTypeOf } from '../../src/lib/image-urls.ts';
import { imagesApi } from '../../src/lib/api/images.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { HttpError } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { readImage } from '../../src/lib/server/store/index.ts';

const FILE_NAME = /^[0-9a-z]{18}(-w\d{3,4})?\.(jpg|png|webp)$/;

export default serve(imagesApi, {
  file: async ({ params: { file } }) => {
    const image = FILE_NAME.test(file) ? await readImage(file) : null;
    if (!image) throw new HttpError(404, MESSAGES.imageNotFound);
    return new Response(image.data, {
      headers: {
        'content-type': contentTypeOf(file) ?? image.contentType,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      },
    });
  },
});

export const config: Config = { path: '/api/images/:file' };
