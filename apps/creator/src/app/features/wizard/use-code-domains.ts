import { useWorkspace } from '@liveqr/web/auth';
import { useEffect, useState } from 'react';
import { qrApi } from '../../api/qr-api';

/** A verified custom domain a new code can be made on. */
export interface CodeDomain {
  id: string;
  hostname: string;
}

/** The domains a new code can choose from, and the one it gets unless its creator picks another. */
export interface CodeDomains {
  domains: CodeDomain[];
  /** The workspace's default domain; null: LiveQR's own host. */
  defaultId: string | null;
}

const NONE: CodeDomains = { domains: [], defaultId: null };

/**
 * The workspace's verified domains, read while the type is picked. Editors, admins and the owner may
 * list them (those who make codes); a viewer gets none to choose from.
 * A list that cannot be read offers none either: the server's default still applies.
 */
export function useCodeDomains(): CodeDomains | 'loading' {
  const { role, can, list } = useWorkspace();
  const unknown = role === undefined && list.status === 'loading';
  const maker = can('editor');
  const [domains, setDomains] = useState<CodeDomains | 'loading'>('loading');

  useEffect(() => {
    if (unknown) return;
    if (!maker) return setDomains(NONE);
    let cancelled = false;
    qrApi.domains().then(
      (all) => {
        if (cancelled) return;
        const verified = all.filter((domain) => domain.status === 'verified');
        setDomains({
          domains: verified.map(({ id, hostname }) => ({ id, hostname })),
          defaultId: verified.find((domain) => domain.isDefault)?.id ?? null,
        });
      },
      () => !cancelled && setDomains(NONE),
    );
    return () => {
      cancelled = true;
    };
  }, [unknown, maker]);

  return unknown ? 'loading' : domains;
}
