/** Image upload for products, blog covers and avatars: multipart field `file`, answers [url]. */
import type { Config } from '@netlify/functions';
import { uploadApi } from '../../src/lib/api/staff.ts';
import { MAX_UPLOAD_BYTES } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { json, readUploadedFile } from '../../src/lib/server/http.ts';
import { saveImage } from '../../src/lib/server/uploads/images.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(uploadApi, {
  image: async ({ request }) => {
    const { bytes } = await readUploadedFile(request, MAX_UPLOAD_BYTES, {
      missing: MESSAGES.imageMissing,
      tooLarge: MESSAGES.imageTooLarge,
    });
    return json([await saveImage(bytes)], 201);
  },
});

export const config: Config = { path: ['/api/upload', '/api/upload/'] };
