/**
 * A toast that must survive a page load (e.g. 'Logout Successful' shown on /signin after the reload).
 * Set before navigating; the next page takes it and shows it.
 */
const KEY = 'flash';

export interface Flash {
  kind: 'success' | 'error' | 'info';
  message: string;
}

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage unavailable: the message is lost, the navigation still happens.
  }
}

export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as Flash) : null;
  } catch {
    return null;
  }
}
