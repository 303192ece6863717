/**
 * A list's search box that searches as staff type (the inboxes, Customers): SEARCH_DELAY_MS after the last
 * key, Enter at once; one request per pause rather than per key. The first search of a burst of typing is a
 * new history entry and the rest replace it, so Back returns to what was shown before the search, not to
 * each half-typed word. When the address changes from elsewhere (Back, a bookmark, Clear filters) the box
 * shows its search.
 */
import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 350;

/**
 * `q` is the search in the address; `search` puts new words there (replacing the history entry when told).
 */
export function useSearchBox(q: string, search: (words: string, options: { replace: boolean }) => void) {
  const [words, setWords] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** True once this burst of typing has its own history entry: the rest of it replaces that entry. */
  const typing = useRef(false);
  const shown = useRef(words);
  shown.current = words;
  const latest = useRef({ q, search });
  latest.current = { q, search };

  useEffect(() => {
    if (shown.current.trim() === q) return;
    clearTimeout(timer.current);
    typing.current = false;
    setWords(q);
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function searchFor(value: string) {
    clearTimeout(timer.current);
    if (value.trim() === latest.current.q) return;
    latest.current.search(value, { replace: typing.current });
    typing.current = true;
  }

  return {
    words,
    setWords,
    /** A key typed: the search follows after a pause. */
    type(value: string) {
      setWords(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => searchFor(value), SEARCH_DELAY_MS);
    },
    /** Enter: the search at once, and the next typing is a burst of its own. */
    submit() {
      searchFor(words);
      typing.current = false;
    },
    /** Another control changes the address: no search waits, and that change is a history entry of its own. */
    settle() {
      clearTimeout(timer.current);
      typing.current = false;
    },
    /** The box lost focus: typing again starts a new burst. */
    blur() {
      typing.current = false;
    },
  };
}
