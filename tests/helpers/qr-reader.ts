/**
 * A QR code read back from a picture (a page's screenshot, a PNG) the way a phone's camera app reads it:
 * jsQR over the picture's pixels, so a test checks what the code says, not how it was drawn.
 */
import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text of the QR code in `image` (PNG, JPEG, SVG…); throws when no code can be read in it. */
export async function readQr(image: Buffer): Promise<string> {
  // On white: a transparent background would read as black, and the code's light modules with it.
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  if (!code) throw new Error(`no QR code could be read in the ${info.width}×${info.height} picture`);
  return code.data;
}
