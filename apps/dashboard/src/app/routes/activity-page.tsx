import { ApiError, saveFile } from '@liveqr/web/api-client';
import { useWorkspace, useWorkspaceName } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { repeated, Skeleton } from '@liveqr/web/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type AuditLogFilter, auditLogApi } from '../api/audit-log-api';
import { AuditEntryItem } from '../features/audit-log/audit-entry-item';
import { AuditFilters } from '../features/audit-log/audit-filters';
import { useAuditLog } from '../features/audit-log/use-audit-log';
import { useWorkspaceAction } from '../features/members/use-workspace-action';
import { FormFailure } from '../ui/form-fields';
import { LoadError } from '../ui/load-error';
import { OwnersAndAdminsOnly } from '../ui/owners-and-admins-only';
import '../features/audit-log/audit-log.css';

const FILTER_PARAMS = ['actor', 'action', 'codeId'] as const;
const ENTRIES_SKELETON = repeated('row', 5);

/**
 * /members/activity: the workspace's audit log, for its owner and admins — who changed what and
 * when, through the web app, an API key or billing — filtered by person, action or code (the
 * address holds the filter, so a link can open one code's changes), a page at a time, and as CSV.
 */
export function ActivityPage() {
  const { t } = useTranslation('dashboard');
  const { id, role, can, list } = useWorkspace();

  useEffect(() => {
    document.title = `${t('audit.title')} | LiveQR`;
  }, [t]);

  if (!id) return null;
  // Unread (the list failed): the log's own call says whether I may.
  if (role === undefined && list.status === 'loading') return <Skeleton label={t('audit.loading')} />;
  if (role !== undefined && !can('admin')) return <ActivityGate />;
  return <ActivityLog workspaceId={id} />;
}

function ActivityLog({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('dashboard');
  const { personal, membership } = useWorkspace();
  const nameOf = useWorkspaceName();
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') || undefined;
  const action = params.get('action') || undefined;
  const codeId = params.get('codeId') || undefined;
  const filter = useMemo<AuditLogFilter>(() => ({ actor, action, codeId }), [actor, action, codeId]);
  const log = useAuditLog(workspaceId, filter);
  const exporting = useWorkspaceAction();
  const [downloaded, setDownloaded] = useState('');

  const handleFilter = useCallback(
    (changes: AuditLogFilter) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of FILTER_PARAMS) {
            if (!(name in changes)) continue;
            const value = changes[name];
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const handleExport = () => {
    setDownloaded('');
    void exporting.run(
      () => auditLogApi.export(workspaceId, filter),
      (file) => setDownloaded(saveFile(file, 'liveqr-audit-log.csv')),
    );
  };

  if (log.status === 'failed' && log.error instanceof ApiError && log.error.code === 'WORKSPACE_ROLE_TOO_LOW') {
    return <ActivityGate />;
  }
  const entries = log.status === 'ready' ? log.entries : [];
  const codeLabel = codeId && entries.find((entry) => entry.subject.id === codeId)?.subject.label;
  const filtered = Boolean(actor || action || codeId);
  const workspace = membership ? nameOf(membership) : '';
  return (
    <section className="audit-log" aria-labelledby="audit-title">
      <header>
        <p className="link-line">
          <Link to="/members">{t('audit.backToMembers')}</Link>
        </p>
        <h1 id="audit-title">{t('audit.title')}</h1>
        <p className="audit-log__lead">{personal ? t('audit.personalLead') : t('audit.lead', { workspace })}</p>
      </header>
      <div className="card audit-log__tools">
        <AuditFilters filter={filter} onChange={handleFilter} codeLabel={codeLabel ?? undefined} />
        <div className="audit-log__export">
          <button type="button" className="button" disabled={exporting.busy} onClick={handleExport}>
            {exporting.busy ? t('audit.exporting') : t('audit.export')}
          </button>
          <p className="field-hint" role="status">
            {downloaded && t('audit.downloaded', { file: downloaded })}
          </p>
          <FormFailure text={exporting.error} />
        </div>
      </div>
      {log.status === 'loading' ? (
        <Skeleton label={t('audit.loading')} blocks={ENTRIES_SKELETON} />
      ) : log.status === 'failed' ? (
        <LoadError message={t('audit.loadFailed')} onRetry={log.retry} />
      ) : entries.length === 0 ? (
        <p className="card audit-log__empty">{filtered ? t('audit.noMatches') : t('audit.empty')}</p>
      ) : (
        <>
          <ol className="audit-log__entries" aria-label={t('audit.listLabel')}>
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ol>
          {log.more === 'failed' ? (
            <LoadError message={t('audit.moreFailed')} onRetry={log.loadMore} />
          ) : (
            log.nextCursor && (
              <button
                type="button"
                className="button audit-log__more"
                disabled={log.more === 'loading'}
                onClick={log.loadMore}
              >
                {log.more === 'loading' ? t('loadingMore') : t('loadMore')}
              </button>
            )
          )}
        </>
      )}
    </section>
  );
}

/** What a viewer or an editor finds here instead of the log. */
function ActivityGate() {
  const { t } = useTranslation('dashboard');
  return (
    <OwnersAndAdminsOnly
      className="audit-log audit-log__gate"
      title={t('audit.gate.title')}
      text={(workspace) => t('audit.gate.text', { workspace })}
    />
  );
}
