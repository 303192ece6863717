/**
 * Checking and storing uploads. The type is read from the file's bytes, never its name; the image must
 * also decode, and its WEBP copies are made at upload so serving is only a read. Nothing is stored as
 * sent: the original is re-encoded too, so no metadata (a phone's GPS position and device) is published.
 */
import sharp from 'sharp';
import { IMAGE_BASE, IMAGE_WIDTHS } from '../../image-urls.ts';
import { MAX_UPLOAD_BYTES } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { HttpError } from '../http.ts';
import { IMAGE_PIXEL_LIMIT, decodesWhole } from './image-decode.ts';
import { newId, writeImage } from '../store/index.ts';

const TYPES = {
  jpg: { mime: 'image/jpeg', sharpFormat: 'jpeg' },
  png: { mime: 'image/png', sharpFormat: 'png' },
  webp: { mime: 'image/webp', sharpFormat: 'webp' },
} as const;
type Extension = keyof typeof TYPES;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** JPEG, PNG or WEBP by magic number; anything else is null. */
export function sniffImage(bytes: Uint8Array): Extension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Markup a browser or a server might run, were the file ever read as something else. */
const ACTIVE_CONTENT = /<(script|html|body|iframe|object|embed|svg[\s>]|\?php)|javascript:/i;

/** Bytes after the image's own end (PNG IEND, WEBP RIFF length, JPEG EOI), zero padding aside. */
function trailingBytes(bytes: Uint8Array, latin1: string, extension: Extension): number {
  let end: number;
  if (extension === 'png') {
    const iend = latin1.lastIndexOf('IEND');
    end = iend < 0 ? 0 : iend + 8; // chunk type + CRC
  } else if (extension === 'webp') {
    end = 8 + new DataView(bytes.buffer, bytes.byteOffset + 4, 4).getUint32(0, true);
  } else {
    end = latin1.lastIndexOf('\xff\xd9') + 2;
  }
  let extra = bytes.byteLength - end;
  for (let index = end; index < bytes.byteLength && bytes[index] === 0; index += 1) extra -= 1;
  return extra;
}

/**
 * A polyglot (an image that is also a page or a script) is refused: anything after the image's end,
 * or markup anywhere in it (metadata and comment segments included).
 */
function assertPlainImage(bytes: Uint8Array, extension: Extension): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (trailingBytes(bytes, text, extension) > 0 || ACTIVE_CONTENT.test(text)) {
    throw new HttpError(422, MESSAGES.imageNotPlain);
  }
}

/**
 * The original without its metadata, upright, in its own format at high quality: PNG and lossless WEBP
 * stay lossless (16-bit PNG stays 16-bit), animated WEBP keeps its frames. Sharp writes no EXIF, XMP,
 * IPTC, text chunks or ICC profile unless asked (colours are converted to sRGB first).
 */
async function strippedOriginal(bytes: Uint8Array, extension: Extension): Promise<Buffer> {
  if (extension === 'jpg')
    return sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT }).autoOrient().jpeg({ quality: 90 }).toBuffer();
  if (extension === 'png') {
    const image = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT }).autoOrient();
    const { depth, space } = await image.metadata();
    const deep = depth === 'ushort' ? image.toColourspace(space === 'grey16' ? 'grey16' : 'rgb16') : image;
    return deep.png().toBuffer();
  }
  // A VP8L chunk holds lossless WEBP data; at worst a stray match stores a lossy image losslessly.
  const lossless = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('VP8L');
  const image = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT, animated: true }).autoOrient();
  return image.webp(lossless ? { lossless: true } : { quality: 90 }).toBuffer();
}

/** Stores an upload (without its metadata) and its WEBP copies; answers the image's URL. */
export async function saveImage(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, MESSAGES.imageTooLarge);
  const extension = sniffImage(bytes);
  if (!extension) throw new HttpError(415, MESSAGES.imageTypeRefused);
  // First: a picture cut short has no end marker, and would otherwise read as one with bytes after its end.
  if (!(await decodesWhole(bytes))) throw new HttpError(422, MESSAGES.imageUnreadable);
  assertPlainImage(bytes, extension);
  let original: Buffer;
  let variants: Buffer[];
  try {
    const image = sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT });
    const { format } = await image.metadata();
    if (format !== TYPES[extension].sharpFormat) throw new Error(`bytes say ${extension}, decoder says ${format}`);
    [original, ...variants] = await Promise.all([
      strippedOriginal(bytes, extension),
      ...IMAGE_WIDTHS.map((width) =>
        image.clone().autoOrient().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      ),
    ]);
  } catch {
    throw new HttpError(422, MESSAGES.imageUnreadable);
  }
  const id = newId();
  // Copies first: once the original exists, its URL is handed out and every srcset entry must exist.
  await Promise.all(IMAGE_WIDTHS.map((width, index) => writeImage(`${id}-w${width}.webp`, variants[index], 'image/webp')));
  await writeImage(`${id}.${extension}`, original, TYPES[extension].mime);
  return `${IMAGE_BASE}${id}.${extension}`;
}
