/**
 * Saves the files of a CSV export. A plain <a href> cannot send the staff token, so each file is fetched
 * with it and handed to the browser through a download link to a blob.
 */
import { INBOX_TEXTS } from '../messages/inbox.ts';
import { REQUEST_ERRORS } from '../messages/requests.ts';
import { ApiError, codeOf, sessionRefused } from './api.ts';
import { getToken } from './member-token.ts';

/** A part of an export job as the job describes it. */
export interface DownloadablePart {
  bytes: number;
  sha256: string;
  fileName: string;
}

const base64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/** The SHA-256 of `bytes`, base64, where the browser can compute it (a secure context); null elsewhere. */
async function digestOf(bytes: ArrayBuffer): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  // btoa over a few dozen bytes: the digest is 32.
  return base64(digest);
}

/**
 * Downloads one part of an export job with the staff token and saves it only when it is whole: its length
 * and SHA-256 must be the ones the job recorded, so a download cut short is reported, never saved.
 */
/**
 * Asks for a file with the staff token: its answer when it came, or an ApiError saying why (`unreachable`
 * when nothing came back; a 401 ends the session).
 */
async function fetchWithToken(path: string, unreachable: string): Promise<Response> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(unreachable, 0);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : REQUEST_ERRORS.status(response.status);
    if (response.status === 401) sessionRefused(codeOf(payload));
    throw new ApiError(message, response.status, undefined, undefined, codeOf(payload));
  }
  return response;
}

export async function downloadExportPart(path: string, part: DownloadablePart, type = 'text/csv;charset=utf-8'): Promise<void> {
  const response = await fetchWithToken(path, INBOX_TEXTS.exportCutShort(part.fileName));
  const bytes = await response.arrayBuffer().catch(() => null);
  const digest = bytes && bytes.byteLength === part.bytes ? await digestOf(bytes) : undefined;
  if (!bytes || bytes.byteLength !== part.bytes || (digest !== null && digest !== part.sha256)) {
    throw new ApiError(INBOX_TEXTS.exportCutShort(part.fileName), 0);
  }
  saveFile(new Blob([bytes], { type }), part.fileName);
}

/** Downloads a file the server makes on asking (the products CSV) with the staff token, named as the server names it. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetchWithToken(path, REQUEST_ERRORS.network);
  saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition') ?? '') ?? fallbackName);
}

/** The name a Content-Disposition gives: its UTF-8 `filename*` (RFC 6266) first, else `filename`. */
function fileNameOf(disposition: string): string | null {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // a broken escape: the plain name below
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/** Hands a blob to the browser as a download. */
function saveFile(blob: Blob, name: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
