/** Image upload for products, blog covers and avatars: multipart field `file`, answers [url]. */
import type { Config } from '@netlify/functions';
import { uploadApi } from '../../src/lib/api/staff.ts';
import { MAX_UPLOAD_BYTES } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { HttpError, json, readBytes } from '../../src/lib/server/http.ts';
import { saveImage } from '../../src/lib/server/images.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** Room for the multipart envelope around a file of the largest allowed size. */
const ENVELOPE_BYTES = 16 * 1024;

export default serve(uploadApi, {
  image: async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError(415, MESSAGES.imageMissing);
    let body: Uint8Array;
    try {
      body = await readBytes(request, MAX_UPLOAD_BYTES + ENVELOPE_BYTES);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413) throw new HttpError(413, MESSAGES.imageTooLarge);
      throw error;
    }
    let file: FormDataEntryValue | null;
    try {
      file = (await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } }).formData()).get('file');
    } catch {
      throw new HttpError(400, MESSAGES.malformedMultipart);
    }
    if (!file || typeof file === 'string') throw new HttpError(400, MESSAGES.imageMissing);
    if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.imageTooLarge);
    const url = await saveImage(new Uint8Array(await file.arrayBuffer()));
    return json([url], 201);
  },
});

export const config: Config = { path: ['/api/upload', '/api/upload/'] };
