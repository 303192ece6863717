/**
 * The buyer's artwork files of a quote request (docs/product.md 2.7): uploaded one at a time before the
 * request is sent, private for good. Never at a public address and never listed: staff download a file
 * by its id (GET /api/artwork/{id}, signed in) as an attachment.
 *
 * - The type is read from the bytes, never the name: PDF (and Illustrator files, which are PDF or
 *   PostScript inside), EPS, SVG, PNG, JPEG, WEBP. An SVG that could run or load anything is refused
 *   (read as XML against a list of what a drawing needs: svg-check.ts); a picture must decode whole.
 * - Each file is one key, `files/{id}`, with its name, type, size and time as metadata, and a marker
 *   `pending/{id}` until a request claims it. Its id is time-sortable (the sweep reads the age from the
 *   key) and carries 128 random bits, so nobody can name another visitor's file.
 * - A request claims its files (`claims/{id}`, written only if new, then the marker goes): a file claimed
 *   by one request cannot be named by another, and one older than 24 hours cannot be claimed. The
 *   housekeeping run lists the markers only and deletes the files still pending after 25 hours (an hour's
 *   grace for a claim in flight), so its work does not grow with the files kept.
 */
import { randomBytes } from 'node:crypto';
import { ARTWORK_CLAIM_MS, MAX_ARTWORK_BYTES } from '../../constants.ts';
import { ARTWORK_MESSAGES } from '../../messages/site.ts';
import { fileResponse } from '../files/download.ts';
import { HttpError } from '../http.ts';
import { idTime, isId, newId } from '../ids.ts';
import { decodesWhole } from './image-decode.ts';
import { STORE_NAMES, deleteKey, guard, openStore, readJSON } from '../store/index.ts';
import { svgIsInert, svgText } from './svg-check.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';

export const ARTWORK_TYPES = {
  pdf: 'application/pdf',
  ai: 'application/postscript',
  eps: 'application/postscript',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type ArtworkKind = keyof typeof ARTWORK_TYPES;

/** A stored file as the API answers it. */
export interface ArtworkFile {
  id: string;
  name: string;
  size: number;
  /** The kind read from its bytes. */
  type: ArtworkKind;
  uploadedAt: string;
}

const FILE_PREFIX = 'files/';
/** Where a file's bytes are kept (a mail attaching it reads them from there). */
export const artworkKey = (id: string) => `${FILE_PREFIX}${id}`;
const CLAIM_PREFIX = 'claims/';
const PENDING_PREFIX = 'pending/';
/** Every key of a file (its bytes, its claim, its marker): an erasure deletes them all. */
export const artworkKeysOf = (id: string) => [`${FILE_PREFIX}${id}`, `${CLAIM_PREFIX}${id}`, `${PENDING_PREFIX}${id}`];
/** A claim may be under way until ARTWORK_CLAIM_MS; the sweep waits an hour more. */
const SWEEP_AFTER_MS = ARTWORK_CLAIM_MS + 60 * 60 * 1000;
const ID = /^([0-9a-z]{18})([0-9a-f]{32})$/;

export const isArtworkId = (id: string): boolean => {
  const match = ID.exec(id);
  return match !== null && isId(match[1]);
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, end = bytes.byteLength) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(end, bytes.byteLength)).toString('latin1');

/** The file's kind from its bytes and, for PostScript, whether its name says Illustrator; null when not allowed. */
export function sniffArtwork(bytes: Uint8Array, name: string): ArtworkKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return /\.ai$/i.test(name) ? 'ai' : 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  // EPS: PostScript with an EPSF header, or the DOS EPS binary header (C5 D0 D3 C6).
  if (startsWith(bytes, [0xc5, 0xd0, 0xd3, 0xc6])) return 'eps';
  const head = ascii(bytes, 1024);
  if (head.startsWith('%!PS-Adobe')) return /\.ai$/i.test(name) ? 'ai' : 'eps';
  // SVG: text (UTF-8 or UTF-16) whose first element is <svg, after XML declarations, comments or a doctype.
  const text = (svgText(bytes.subarray(0, 2048), true) ?? '').trimStart();
  if (/^(<\?xml[^>]*>\s*)*(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s>]/i.test(text)) return 'svg';
  return null;
}

/** A safe download name: the visitor's, without path or control characters, at most 120 characters. */
export function cleanFileName(name: string, kind: ArtworkKind): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(char))
    .join('')
    .trim()
    .slice(0, 120);
  return base || `artwork.${kind}`;
}

/** Checks and stores one upload; answers it as the API shows it. */
export async function saveArtwork(bytes: Uint8Array, name: string): Promise<ArtworkFile> {
  if (bytes.byteLength === 0) throw new HttpError(400, ARTWORK_MESSAGES.empty);
  if (bytes.byteLength > MAX_ARTWORK_BYTES) throw new HttpError(413, ARTWORK_MESSAGES.tooLarge);
  const kind = sniffArtwork(bytes, name);
  if (!kind) throw new HttpError(415, ARTWORK_MESSAGES.wrongType);
  if (kind === 'svg' && !svgIsInert(bytes)) throw new HttpError(422, ARTWORK_MESSAGES.activeSvg);
  // A picture is drawn later (a proof in the quotation's PDF): one that does not decode whole is refused now.
  if ((kind === 'png' || kind === 'jpg' || kind === 'webp') && !(await decodesWhole(bytes)))
    throw new HttpError(422, ARTWORK_MESSAGES.unreadableImage);
  const file: ArtworkFile = {
    id: `${newId()}${randomBytes(16).toString('hex')}`,
    name: cleanFileName(name, kind),
    size: bytes.byteLength,
    type: kind,
    uploadedAt: new Date().toISOString(),
  };
  const { id, ...metadata } = file;
  const store = openStore(STORE_NAMES.artwork);
  await guard(() =>
    Promise.all([
      store.set(`${PENDING_PREFIX}${id}`, ''),
      store.set(`${FILE_PREFIX}${id}`, new Blob([bytes as Uint8Array<ArrayBuffer>]), { metadata }),
    ]),
  );
  return file;
}

const asFile = (id: string, metadata: Record<string, unknown>): ArtworkFile => ({
  id,
  name: String(metadata.name ?? ''),
  size: Number(metadata.size ?? 0),
  type: String(metadata.type ?? 'pdf') as ArtworkKind,
  uploadedAt: String(metadata.uploadedAt ?? ''),
});

/** A file's description without its bytes; null when there is none. */
export async function describeArtwork(id: string): Promise<ArtworkFile | null> {
  if (!isArtworkId(id)) return null;
  const found = await guard(() => openStore(STORE_NAMES.artwork).getMetadata(`${FILE_PREFIX}${id}`));
  return found ? asFile(id, found.metadata) : null;
}

/** A file with its bytes (at most 4 MB: one buffered answer, well under Netlify's 6 MB); null when there is none. */
export async function readArtwork(id: string): Promise<{ file: ArtworkFile; body: ArrayBuffer } | null> {
  if (!isArtworkId(id)) return null;
  const found = await guard(() => openStore(STORE_NAMES.artwork).getWithMetadata(`${FILE_PREFIX}${id}`, { type: 'arrayBuffer' }));
  return found ? { file: asFile(id, found.metadata), body: found.data } : null;
}

/**
 * A file as a download (staff's, and the customer's on their quotation's page): never shown on the site's
 * origin, its type plain bytes for SVG and PDF, sandboxed besides.
 */
export function artworkResponse({ file, body }: { file: ArtworkFile; body: ArrayBuffer }): Response {
  const inline = file.type === 'png' || file.type === 'jpg' || file.type === 'webp';
  return fileResponse({
    body,
    type: inline ? ARTWORK_TYPES[file.type] : 'application/octet-stream',
    name: file.name,
    headers: {
      'content-length': String(body.byteLength),
      'content-security-policy': "sandbox; default-src 'none'",
      'x-content-type-options': 'nosniff',
    },
  });
}

/**
 * Claims `ids` for request `requestId` (a retry of the same request claims them again): answers their
 * descriptions, or a 400 naming the first file that is unknown, older than a day or another request's.
 * A failed claim gives back those this call made.
 */
export async function claimArtwork(ids: string[], requestId: string): Promise<ArtworkFile[]> {
  const files = await Promise.all(ids.map((id) => describeArtwork(id)));
  const now = Date.now();
  files.forEach((file, index) => {
    if (!file) throw new HttpError(400, ARTWORK_MESSAGES.unknownFile, { errors: { files: ARTWORK_MESSAGES.unknownFile } });
    if (now - idTime(ids[index].slice(0, 18)) > ARTWORK_CLAIM_MS) {
      throw new HttpError(400, ARTWORK_MESSAGES.expired(file.name), { errors: { files: ARTWORK_MESSAGES.expired(file.name) } });
    }
  });
  const store = openStore(STORE_NAMES.artwork);
  // All claims at once (one round trip), then the owners of those already made (another, only then).
  const written = await Promise.all(
    ids.map((id) => guard(() => store.setJSON(`${CLAIM_PREFIX}${id}`, { requestId }, { onlyIfNew: true }))),
  );
  const made = ids.filter((_, index) => written[index].modified);
  const others = ids.filter((_, index) => !written[index].modified);
  const owners = await Promise.all(
    others.map((id) => readJSON<{ requestId: string }>(STORE_NAMES.artwork, `${CLAIM_PREFIX}${id}`)),
  );
  if (owners.some((claim) => claim?.requestId !== requestId)) {
    await releaseArtwork(made);
    const message = ARTWORK_MESSAGES.otherRequest;
    throw new HttpError(400, message, { errors: { files: message } });
  }
  // Claimed: no longer the sweep's. A marker left by a failure here only costs the sweep a read.
  await Promise.all(ids.map((id) => deleteKey(STORE_NAMES.artwork, `${PENDING_PREFIX}${id}`).catch(() => undefined)));
  return files as ArtworkFile[];
}

/** Gives back the claims of a request that was not stored after all. */
export const releaseArtwork = (ids: string[]) =>
  Promise.all(ids.map((id) => deleteKey(STORE_NAMES.artwork, `${CLAIM_PREFIX}${id}`).catch(() => undefined)));

/** The housekeeping run: the files no request claimed, 25 hours after their upload; answers how many went. */
export function sweepArtwork(now: number, limits: SweepLimits): Promise<number> {
  const store = openStore(STORE_NAMES.artwork);
  return sweepKeys(
    STORE_NAMES.artwork,
    PENDING_PREFIX,
    (key) => now - idTime(key.slice(PENDING_PREFIX.length, PENDING_PREFIX.length + 18)) > SWEEP_AFTER_MS,
    limits,
    // The file goes before its marker (a run cut off in between finds the marker again next time), unless a
    // request claimed it and only the marker's removal failed.
    async (key) => {
      const id = key.slice(PENDING_PREFIX.length);
      if ((await readJSON(STORE_NAMES.artwork, `${CLAIM_PREFIX}${id}`)) === null) {
        await guard(() => store.delete(`${FILE_PREFIX}${id}`));
      }
    },
  );
}
