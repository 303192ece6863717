/** Serves uploaded images. Their names never change content, so they are cached for a year. */
import type { Config } from '@netlify/functions';
import { contentTypeOf } from '../../src/lib/images.ts';
import { json, methods, param } from '../../src/lib/server/http.ts';
import { readImage } from '../../src/lib/server/store.ts';

const FILE_NAME = /^[0-9a-z]{18}(-w\d{3,4})?\.(jpg|png|webp)$/;

export default methods({
  GET: async (_request, context) => {
    const file = param(context, 'file');
    const image = FILE_NAME.test(file) ? await readImage(file) : null;
    if (!image) return json({ message: 'Image not found' }, 404);
    return new Response(image.data, {
      headers: {
        'content-type': contentTypeOf(file) ?? image.contentType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      },
    });
  },
});

export const config: Config = { path: '/api/images/:file' };
