import { ApiError } from '@liveqr/web/api-client';
import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LIST_SKELETON, Skeleton } from '@liveqr/web/ui';
import { useEffect } from 'react';
import { AddDomainForm } from '../features/domains/add-domain-form';
import { DomainItem } from '../features/domains/domain-item';
import { useDomains } from '../features/domains/use-domains';
import { LoadError } from '../ui/load-error';
import { OwnersAndAdminsOnly } from '../ui/owners-and-admins-only';
import '../features/domains/domains.css';

/**
 * /domains: the workspace's custom domains (qr.yourbrand.com), for its owner and admins — each with
 * its state, the DNS records to create, Check now, where its `/` and unknown links go, whether new
 * codes get it, and Remove; and a form to add one.
 */
export function DomainsPage() {
  const { t } = useTranslation('dashboard');
  const { id, role, can, list } = useWorkspace();

  useEffect(() => {
    document.title = `${t('domains.title')} | LiveQR`;
  }, [t]);

  if (!id) return null;
  // Unread (the list failed): the domains' own call says whether I may.
  if (role === undefined && list.status === 'loading') return <Skeleton label={t('domains.loading')} />;
  if (role !== undefined && !can('admin')) return <DomainsGate />;
  return <Domains />;
}

function Domains() {
  const { t } = useTranslation('dashboard');
  const domains = useDomains();
  const { state } = domains;

  if (state.status === 'failed' && state.error instanceof ApiError && state.error.code === 'WORKSPACE_ROLE_TOO_LOW') {
    return <DomainsGate />;
  }
  return (
    <section className="domains" aria-labelledby="domains-title">
      <header>
        <h1 id="domains-title">{t('domains.title')}</h1>
        <p>{t('domains.lead')}</p>
      </header>
      {state.status === 'loading' ? (
        <Skeleton label={t('domains.loading')} blocks={LIST_SKELETON} />
      ) : state.status === 'failed' ? (
        <LoadError className="card" message={t('domains.loadFailed')} onRetry={domains.retry} />
      ) : state.domains.length === 0 ? (
        <section className="card domains__empty" aria-labelledby="domains-empty-title">
          <h2 id="domains-empty-title">{t('domains.empty.title')}</h2>
          <p>{t('domains.empty.text')}</p>
          <p>{t('domains.empty.how')}</p>
        </section>
      ) : (
        <ul className="domains__list" aria-label={t('domains.listLabel')}>
          {state.domains.map((domain) => (
            <DomainItem
              key={domain.id}
              domain={domain}
              onChanged={domains.put}
              onRefresh={domains.refresh}
              onRemoved={domains.drop}
            />
          ))}
        </ul>
      )}
      {state.status === 'ready' && (
        <AddDomainForm
          onAdded={(domain) => {
            domains.put(domain);
            // The new domain's records are what to do next: the focus goes there.
            requestAnimationFrame(() => document.getElementById(`domain-${domain.id}-title`)?.focus());
          }}
        />
      )}
    </section>
  );
}

/** What a viewer or an editor finds here instead of the domains. */
function DomainsGate() {
  const { t } = useTranslation('dashboard');
  return (
    <OwnersAndAdminsOnly
      className="domains"
      title={t('domains.gate.title')}
      text={(workspace) => t('domains.gate.text', { workspace })}
    />
  );
}
