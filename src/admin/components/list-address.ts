/**
 * A list screen keeps its filters and page in the address (?stage=&q=&page=…), so a search can be bookmarked
 * and Back / Forward bring it back: how the list screens write it (the inboxes' richer filters have their own,
 * use-inbox-address.ts).
 */
import { navigate } from '../router.ts';

/**
 * Goes to this list with `values` in its address, in their order; an empty value, or page 1, is left out.
 * `replace` where a new history entry would only be noise (typing).
 */
export function showList(values: Record<string, string | number>, { replace = false }: { replace?: boolean } = {}): void {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== '' && !(name === 'page' && Number(value) <= 1)) params.set(name, String(value));
  }
  const text = params.toString();
  navigate(location.pathname + (text ? `?${text}` : ''), { replace });
}
