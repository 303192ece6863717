/** The native dialog focuses its first control (Close): a form in a dialog starts staff at its first field instead. */
import { useEffect } from 'react';

export function useStartAt(id: string) {
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById(id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [id]);
}
