import { useWorkspaceMembers } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import type { AuditLogFilter } from '../../api/audit-log-api';
import { useAuditTexts } from './audit-texts';

export interface AuditFiltersProps {
  filter: AuditLogFilter;
  onChange(changes: AuditLogFilter): void;
  /** How the one code the log is narrowed to reads (its short id), once an entry has named it. */
  codeLabel?: string;
}

/**
 * Narrows the log to one person (a member, from the workspace's list), one kind of change, or one
 * code (the address names it: a code's own link leads here).
 */
export function AuditFilters({ filter, onChange, codeLabel }: AuditFiltersProps) {
  const { t } = useTranslation('dashboard');
  const texts = useAuditTexts();
  const members = useWorkspaceMembers();
  const people = members.status === 'ready' ? members.members : [];
  // An address may name someone no longer listed (a former member, an API key) or an action without a text.
  const unlistedActor = filter.actor && !people.some((member) => member.userId === filter.actor);
  const actions = texts.actions();
  const unlistedAction = filter.action && !actions.includes(filter.action);
  return (
    <div className="audit-filters" role="group" aria-label={t('audit.filters.label')}>
      <div className="field">
        <label htmlFor="audit-actor">{t('audit.filters.person')}</label>
        <select
          id="audit-actor"
          value={filter.actor ?? ''}
          onChange={(event) => onChange({ actor: event.target.value || undefined })}
        >
          <option value="">{t('audit.filters.everyone')}</option>
          {people.map((member) => (
            <option key={member.userId} value={member.userId}>
              {t('audit.filters.member', { name: member.firstName, email: member.email })}
            </option>
          ))}
          {unlistedActor && <option value={filter.actor}>{t('audit.filters.someoneElse')}</option>}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-action">{t('audit.filters.action')}</label>
        <select
          id="audit-action"
          value={filter.action ?? ''}
          onChange={(event) => onChange({ action: event.target.value || undefined })}
        >
          <option value="">{t('audit.filters.everyAction')}</option>
          {[...actions, ...(unlistedAction && filter.action ? [filter.action] : [])].map((action) => (
            <option key={action} value={action}>
              {texts.action(action)}
            </option>
          ))}
        </select>
      </div>
      {filter.codeId && (
        <p className="audit-filters__code">
          <span>{codeLabel ? t('audit.filters.oneCode', { code: codeLabel }) : t('audit.filters.oneCodeUnnamed')}</span>
          <button type="button" className="button" onClick={() => onChange({ codeId: undefined })}>
            {t('audit.filters.everyCode')}
          </button>
        </p>
      )}
    </div>
  );
}
