/**
 * The signatory's signature image that invoices print (Settings' Tax and bank, Admins only). A signature is
 * a private file: it is kept with the other private files (the artwork store, under `signatures/{id}`),
 * never at a public address, and only an Admin reads it back.
 *
 * - An upload is checked by its bytes (PNG, JPEG or WebP, at most 2 MB, decoding whole; SVG and anything
 *   else refused) and stored re-encoded by sharp: upright, at most 600 × 200 pixels, as a PNG (transparency
 *   kept), so the PDF embeds bytes made here and no metadata of the original is kept.
 * - Every upload gets a new key and a key is never written again. An issued invoice's snapshot names the key
 *   Settings held when it was issued, so it keeps printing that signature after the setting is replaced or
 *   removed: the invoice is never edited, and neither is the file it names. (Copying the bytes into each
 *   invoice would cost a write of the picture per invoice; a key costs nothing.)
 * - Saving Settings with a signature marks its key kept (`signature-kept/{id}`): from then on an invoice may
 *   name it, so it is never deleted. Only an upload that was never saved (replaced or removed before Save)
 *   may be discarded.
 */
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '../../constants.ts';
import { SETTINGS_MESSAGES as M } from '../../messages/settings.ts';
import { HttpError } from '../http.ts';
import { isId, newId } from '../ids.ts';
import { STORE_NAMES, guard, openStore } from '../store/index.ts';
import { IMAGE_PIXEL_LIMIT, decodesWhole } from '../uploads/image-decode.ts';
import { sniffImage } from '../uploads/images.ts';

/** The largest signature kept, in pixels: five times the 120 × 40 points the PDF gives it. */
const MAX_WIDTH = 600;
const MAX_HEIGHT = 200;
const FIELD = 'tax.signatory.imageId';

const signatureKey = (id: string) => `signatures/${id}`;
const keptKey = (id: string) => `signature-kept/${id}`;
const store = () => openStore(STORE_NAMES.artwork);

/** Checks, re-encodes and stores an upload under a new key; answers its id. Nothing is stored when refused. */
export async function saveSignature(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) throw new HttpError(400, M.signatureMissing);
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new HttpError(413, M.signatureTooLarge);
  if (!sniffImage(bytes)) throw new HttpError(415, M.signatureWrongType);
  if (!(await decodesWhole(bytes))) throw new HttpError(422, M.signatureUnreadable);
  let png: Buffer;
  try {
    png = await sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT })
      .autoOrient()
      .resize({ width: MAX_WIDTH, height: MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new HttpError(422, M.signatureUnreadable);
  }
  const id = newId();
  const metadata = { uploadedAt: new Date().toISOString() };
  await guard(() => store().set(signatureKey(id), new Blob([png as Uint8Array<ArrayBuffer>]), { metadata, onlyIfNew: true }));
  return id;
}

/** A signature's PNG bytes; null when the id names none (an old setting naming a public image included). */
export async function readSignature(id: string | undefined): Promise<Buffer | null> {
  if (!id || !isId(id)) return null;
  const found = await guard(() => store().get(signatureKey(id), { type: 'arrayBuffer' }));
  return found ? Buffer.from(found) : null;
}

/** The picture for the Settings preview: never cached, never run as anything but a picture. */
export const signatureResponse = (png: Buffer): Response =>
  new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      'content-length': String(png.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    },
  });

/**
 * Before Settings are saved naming `id`: the signature must be one uploaded here (400 naming the field
 * otherwise), and is marked kept, as an invoice issued from now on may name it. Two requests at once.
 */
export async function keepSignature(id: string): Promise<void> {
  const refused = () => new HttpError(400, M.signatureUnknown, { errors: { [FIELD]: M.signatureUnknown } });
  if (!isId(id)) throw refused();
  const [found] = await Promise.all([
    guard(() => store().getMetadata(signatureKey(id))),
    guard(() => store().set(keptKey(id), '', { onlyIfNew: true })),
  ]);
  if (!found) throw refused();
}

/** Deletes an upload never saved in Settings (replaced or removed before Save); a kept one is refused (409). */
export async function discardSignature(id: string, current: string | undefined): Promise<void> {
  if (!isId(id)) throw new HttpError(404, M.signatureNotFound);
  const [found, kept] = await Promise.all([
    guard(() => store().getMetadata(signatureKey(id))),
    guard(() => store().getMetadata(keptKey(id))),
  ]);
  if (!found) throw new HttpError(404, M.signatureNotFound);
  if (kept || id === current) throw new HttpError(409, M.signatureKept);
  await guard(() => store().delete(signatureKey(id)));
}
