/**
 * Saves what a staff call answers as a file (the CSV export). A plain <a href> cannot send the staff
 * token, so the file is fetched with it and handed to the browser through a download link to a blob.
 * The 15 s limit of the admin's calls (docs/product.md departure 11) applies until the answer starts;
 * the streamed body may then take as long as it needs.
 */
import { type Endpoint, type QueryOf, pathOf } from '../api/define.ts';
import { REQUEST_TIMEOUT_MS } from '../constants.ts';
import { INBOX_TEXTS } from '../messages.ts';
import { REQUEST_ERRORS } from '../messages/requests.ts';
import { ApiError, sessionRefused } from './api.ts';
import { getToken } from './session.ts';

/** The file name the server gave (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadCall<E extends Endpoint>(call: E, query: QueryOf<E>, fallbackName: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(pathOf(call, {}, query ?? {}), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(controller.signal.aborted ? INBOX_TEXTS.exportTimeout : REQUEST_ERRORS.network, 0);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message =
      typeof payload?.message === 'string' && payload.message ? payload.message : REQUEST_ERRORS.status(response.status);
    if (response.status === 401) sessionRefused(message);
    throw new ApiError(message, response.status);
  }
  const blob = await response.blob();
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileNameOf(response, fallbackName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; give the browser a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
