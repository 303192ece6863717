/**
 * My orders' calls from the browser: JSON with the buyer's session token (kept in this tab's sessionStorage
 * only, until it ends or the buyer signs out). No library: the page's whole script stays a few kilobytes.
 */
const KEY = 'my-orders-session';

export const session = {
  get: (): string | null => sessionStorage.getItem(KEY),
  set: (token: string) => sessionStorage.setItem(KEY, token),
  clear: () => sessionStorage.removeItem(KEY),
};

export interface Answer<T> {
  status: number;
  body: T & { message?: string; errors?: Record<string, string> };
}

export async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = session.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const parsed = (await response.json().catch(() => ({}))) as Answer<T>['body'];
    return { status: response.status, body: parsed };
  } catch {
    return { status: 0, body: {} as Answer<T>['body'] };
  }
}

/** A file the session may download (an invoice's PDF), saved under its own name. */
export async function download(path: string, fallbackName: string): Promise<boolean> {
  const token = session.get();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (!response?.ok) return false;
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
