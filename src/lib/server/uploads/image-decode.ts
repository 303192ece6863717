/**
 * Pictures from visitors and staff are decoded by sharp (libvips) before anything else reads them: a file
 * cut short, one with junk image data or one declaring a huge canvas fails here, as an answer, instead of
 * inside pdfkit's PNG decoder (which throws from a zlib callback and would end the process) or a browser.
 */
import sharp from 'sharp';

/** A small file may claim a huge canvas: decoding stops past 40 megapixels. */
export const IMAGE_PIXEL_LIMIT = 40_000_000;

/** Whether the whole picture decodes within the pixel limit: every row is read, so a file cut short fails. */
export async function decodesWhole(bytes: Uint8Array): Promise<boolean> {
  try {
    // Statistics read every pixel and answer a few numbers: no decoded copy is kept.
    await sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT }).stats();
    return true;
  } catch {
    return false;
  }
}

/**
 * A picture re-encoded as a JPEG of at most `width` × `height` pixels, upright, on white (a proof is seen
 * on paper): what a PDF embeds instead of the bytes as uploaded. Null when it cannot be decoded.
 */
export async function boundedJpeg(bytes: Uint8Array, width: number, height: number): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_PIXEL_LIMIT })
      .autoOrient()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}
