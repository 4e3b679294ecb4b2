import { useCallback, useEffect, useRef, useState } from 'react';
import { type Domain, domainsApi } from '../../api/domains-api';

export type DomainsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; domains: Domain[] };

export interface DomainsList {
  state: DomainsState;
  /** Loads again from scratch (after a failed load). */
  retry(): void;
  /**
   * Reads the list again without leaving what is shown: a change to one domain can change another
   * (a new default), and a check moves its time and problems.
   */
  refresh(): void;
  /** Shows a domain the server just answered with, new or changed, at once. */
  put(domain: Domain): void;
  /** Takes a removed domain off the list at once. */
  drop(id: string): void;
}

/** The workspace's domains as the page holds them: loaded once, then changed in place. */
export function useDomains(): DomainsList {
  const [state, setState] = useState<DomainsState>({ status: 'loading' });
  // Only the latest read may land: a slow earlier answer never overwrites a newer one.
  const latest = useRef(0);

  const read = useCallback((quietly: boolean) => {
    const attempt = ++latest.current;
    if (!quietly) setState({ status: 'loading' });
    domainsApi.list().then(
      (domains) => attempt === latest.current && setState({ status: 'ready', domains }),
      (error: unknown) => {
        // A quiet read that fails keeps what is shown: it was only a refresh.
        if (attempt === latest.current && !quietly) setState({ status: 'failed', error });
      },
    );
  }, []);

  useEffect(() => {
    read(false);
    return () => {
      latest.current += 1;
    };
  }, [read]);

  const put = useCallback((domain: Domain) => {
    setState((current) => {
      if (current.status !== 'ready') return current;
      const known = current.domains.some((item) => item.id === domain.id);
      return {
        status: 'ready',
        domains: known
          ? current.domains.map((item) => (item.id === domain.id ? domain : item))
          : [...current.domains, domain],
      };
    });
  }, []);

  const drop = useCallback((id: string) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', domains: current.domains.filter((item) => item.id !== id) }
        : current,
    );
  }, []);

  return {
    state,
    retry: useCallback(() => read(false), [read]),
    refresh: useCallback(() => read(true), [read]),
    put,
    drop,
  };
}
