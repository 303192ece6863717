/**
 * The client's side of docs/product.md departure 10: the same type and size rules as the upload endpoint, checked
 * before anything is sent (docs/product.md 5: media type AND extension, so a .jfif JPEG is refused), and the
 * upload itself (POST /api/upload, multipart field `file`, answers [url]).
 */
import { uploadApi } from '../../lib/api/staff.ts';
import { callApi } from '../../lib/client/api.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/constants.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';

const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'];

/** The `accept` of the file pickers: what the picker offers first. */
export const IMAGE_ACCEPT = '.jpeg,.jpg,.png,.webp,image/jpeg,image/png,image/webp';

export const IMAGE_HINT = 'One image: JPEG, JPG, PNG or WEBP, at most 2 MB. JFIF is not supported.';

/** The message that refuses this file, or null when it may be uploaded. */
export function checkImageFile(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!MEDIA_TYPES.includes(file.type) || !EXTENSIONS.includes(extension)) return MESSAGES.imageTypeRefused;
  if (file.size > MAX_UPLOAD_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

/** A chosen image: a new file (with a preview address) or the stored one of the record being edited. */
export type ImageChoice = { file: File; url: string } | { file?: undefined; url: string } | null;

/** The stored address of the chosen image, uploading a new file first; '' when there is none. */
export async function resolveImage(choice: ImageChoice): Promise<string> {
  if (!choice) return '';
  if (!choice.file) return choice.url;
  const body = new FormData();
  body.append('file', choice.file);
  const [url] = await callApi(uploadApi.image, { body });
  return url;
}
