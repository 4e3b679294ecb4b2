import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`: what follows typing (a search, a preview)
 * runs once per pause, not per keystroke.
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
