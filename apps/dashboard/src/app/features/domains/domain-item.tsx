import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { useState } from 'react';
import { type DnsProblem, type Domain, type DomainCheck, domainsApi } from '../../api/domains-api';
import { FormFailure } from '../../ui/form-fields';
import { DnsRecords } from './dns-records';
import { DomainProblems } from './domain-problems';
import { DomainSettingsForm } from './domain-settings-form';
import { useDomainWithdrawal } from './use-domain-withdrawal';

export interface DomainItemProps {
  domain: Domain;
  /** The domain as the server now has it (after a change or a check). */
  onChanged(domain: Domain): void;
  /** Something changed that may touch other domains too (the default): read the list again. */
  onRefresh(): void;
  onRemoved(id: string): void;
}

/** The last Check now: its answer (shown until the next), or what kept it from running. */
type CheckResult = { status: 'done'; check: DomainCheck } | { status: 'failed'; text: string };

/**
 * One domain: its state in words, the last check's time and problems, the records to create (open
 * until it is verified), Check now, its settings, Disable or Enable, and Remove after a confirmation.
 */
export function DomainItem({ domain, onChanged, onRefresh, onRemoved }: DomainItemProps) {
  const { t, i18n } = useTranslation('dashboard');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<CheckResult>();
  const withdrawal = useDomainWithdrawal(domain, { onChanged, onRemoved });
  const titleId = `domain-${domain.id}-title`;
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(currentLanguage(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  async function handleCheck() {
    setChecking(true);
    setResult(undefined);
    try {
      const check = await domainsApi.check(domain.id);
      setResult({ status: 'done', check });
      onChanged({ ...domain, ...check, lastCheckedAt: new Date().toISOString() });
      onRefresh();
    } catch (failure) {
      setResult({ status: 'failed', text: checkFailureText(failure) });
      // Taken by another workspace: the answer carries this check's problems, as a done check does.
      if (failure instanceof ApiError && failure.code === 'DOMAIN_HOSTNAME_TAKEN') onRefresh();
    } finally {
      setChecking(false);
    }
  }

  function checkFailureText(failure: unknown): string {
    if (failure instanceof ApiError && failure.status === 429) {
      const minutes = Math.max(1, Math.ceil((failure.retryAfterSeconds ?? 60) / 60));
      return t('domains.check.tooMany', { count: minutes });
    }
    return apiErrorText(t, failure, t('domains.check.failed'));
  }

  const verified = domain.status === 'verified';
  const disabled = domain.status === 'disabled';
  const records = <DnsRecords records={domain.records} hostname={domain.hostname} />;
  return (
    <li className="card domain" aria-labelledby={titleId}>
      <div className="domain__head">
        <h2 id={titleId} className="domain__name" tabIndex={-1}>
          {domain.hostname}
        </h2>
        <span className={`domain__badge domain__badge--${domain.status}`}>
          {t(`domains.statuses.${domain.status}`)}
        </span>
        {domain.isDefault && <span className="domain__badge domain__badge--default">{t('domains.isDefault')}</span>}
      </div>
      <p className="domain__about">{t(`domains.statusText.${domain.status}`)}</p>
      <p className="muted">
        {domain.lastCheckedAt
          ? t('domains.lastChecked', { when: formatTime(domain.lastCheckedAt) })
          : t('domains.notCheckedYet')}
      </p>
      {!verified && (
        <DomainProblems
          domain={domain}
          problems={domain.problems}
          label={t('domains.problemsOf', { hostname: domain.hostname })}
        />
      )}
      <div className="actions">
        {/* A disabled domain is not checked: enabling it checks it at once. */}
        {disabled ? (
          <button type="button" className="button" disabled={withdrawal.busy} onClick={withdrawal.enable}>
            {t('domains.enable.button')}
            <span className="visually-hidden"> {domain.hostname}</span>
          </button>
        ) : (
          <>
            <button type="button" className="button" disabled={checking} onClick={() => void handleCheck()}>
              {checking ? t('domains.check.running') : t('domains.check.now')}
              <span className="visually-hidden"> {domain.hostname}</span>
            </button>
            <button type="button" className="button" disabled={withdrawal.busy} onClick={withdrawal.disable}>
              {t('domains.disable.button')}
              <span className="visually-hidden"> {domain.hostname}</span>
            </button>
          </>
        )}
        <button type="button" className="button" disabled={withdrawal.busy} onClick={withdrawal.askToRemove}>
          {t('domains.remove.button')}
          <span className="visually-hidden"> {domain.hostname}</span>
        </button>
      </div>
      <CheckOutcome result={result} />
      <FormFailure text={withdrawal.error} />
      {verified ? (
        <details className="domain__more">
          <summary>{t('domains.records.show')}</summary>
          {records}
        </details>
      ) : (
        <div className="domain__records">
          <h3>{t('domains.records.title')}</h3>
          <p>{t('domains.records.intro')}</p>
          {records}
          <p className="field-hint">{t('domains.records.providerNote')}</p>
        </div>
      )}
      <details className="domain__more">
        <summary>{t('domains.settings.title')}</summary>
        <DomainSettingsForm
          domain={domain}
          onSaved={(saved) => {
            onChanged(saved);
            // A new default takes the mark from the one before.
            if (saved.isDefault !== domain.isDefault) onRefresh();
          }}
        />
      </details>
      {withdrawal.dialog}
    </li>
  );
}

/** What the last Check now found, announced as it comes (a live region that is always there). */
function CheckOutcome({ result }: { result?: CheckResult }) {
  const { t } = useTranslation('dashboard');
  const problems: readonly DnsProblem[] = result?.status === 'done' ? result.check.problems : [];
  return (
    <div role="status" className="domain__check">
      {result?.status === 'failed' && <p className="form__failure">{result.text}</p>}
      {result?.status === 'done' &&
        (result.check.status === 'verified' ? (
          <p className="domain__check--ok">{t('domains.check.verified')}</p>
        ) : (
          <p>{t('domains.check.notYet', { count: problems.length })}</p>
        ))}
    </div>
  );
}
