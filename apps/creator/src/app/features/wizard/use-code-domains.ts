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
 * The workspace's verified domains, read while the type is picked. Only owners and admins may list
 * them: anyone else gets none to choose from, and the server gives their codes the default domain.
 * A list that cannot be read offers none either: the server's default still applies.
 */
export function useCodeDomains(): CodeDomains | 'loading' {
  const { role, can, list } = useWorkspace();
  const unknown = role === undefined && list.status === 'loading';
  const admin = can('admin');
  const [domains, setDomains] = useState<CodeDomains | 'loading'>('loading');

  useEffect(() => {
    if (unknown) return;
    if (!admin) return setDomains(NONE);
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
  }, [unknown, admin]);

  return unknown ? 'loading' : domains;
}
