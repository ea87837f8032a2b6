import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before the list follows it. */
export const SEARCH_DELAY_MS = 300;

/** `value`, a moment after it stops changing; clearing it takes effect at once. */
export function useDebounced(value: string, delay: number = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(value);
  const empty = value.trim() === '';
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), empty ? 0 : delay);
    return () => window.clearTimeout(timer);
  }, [value, delay, empty]);
  return empty ? value : settled;
}
