/**
 * Uploaded images live in the `images` store and are served by GET /api/images/{file}. Each upload
 * also has WEBP copies at a few widths, named {id}-w{width}.webp, for srcset.
 */
import { imagesApi } from './api/images.ts';

export const IMAGE_BASE = imagesApi.file.path.replace(':file', '');
export const IMAGE_WIDTHS = [320, 640, 960] as const;

const UPLOADED = /^\/api\/images\/([0-9a-z]{18})\.(jpg|png|webp)$/;

/** The srcset of an uploaded image, or undefined for any other link. */
export function imageSrcSet(url: string): string | undefined {
  const match = UPLOADED.exec(url);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${IMAGE_BASE}${match[1]}-w${width}.webp ${width}w`).join(', ');
}

/** The WEBP copy of an uploaded image at one of IMAGE_WIDTHS; other links are returned unchanged. */
export function imageAtWidth(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  const match = UPLOADED.exec(url);
  return match ? `${IMAGE_BASE}${match[1]}-w${width}.webp` : url;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The media type of a stored image file name. */
export const contentTypeOf = (file: string): string | undefined => CONTENT_TYPES[file.split('.').pop() ?? ''];
