import { useCallback, useEffect, useState } from 'react';

type ResourceState<T> = { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; error: unknown };

/** What a request has given so far, and a way to ask again. */
export type Resource<T> = ResourceState<T> & { retry(): void };

/**
 * Loads on mount and again whenever `load` changes (memoise it on its inputs), plus on `retry`.
 * An answer that arrives after the inputs changed is dropped, so a slow old range never wins.
 */
export function useResource<T>(load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    load().then(
      (data) => !cancelled && setState({ status: 'loaded', data }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
