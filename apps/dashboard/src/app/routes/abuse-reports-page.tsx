import { type OperatorRequirement, REVIEW_STATUSES, type ReviewStatus } from '@liveqr/shared/contracts';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { repeated, Skeleton, toast } from '@liveqr/web/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useResource } from '../ui/use-resource';
import { operatorApi, type ReportedQrCode } from '../api/operator-api';
import '../features/operator/abuse-reports.css';

/** Each reported code is a panel of its reports and the two decisions. */
const REPORTS_SKELETON = repeated('panel', 2);

/** /operator/reports: the operators' review list of reported codes, with Clear and Disable. */
export function AbuseReportsPage() {
  const { t } = useTranslation('dashboard');
  const [status, setStatus] = useState<ReviewStatus>('open');
  const load = useCallback(() => operatorApi.reports(status), [status]);
  const reports = useResource(load);

  useEffect(() => {
    document.title = `${t('operator.title')} | LiveQR`;
  }, [t]);

  return (
    <section className="abuse-reports" aria-labelledby="abuse-reports-title">
      <header className="page-header">
        <h1 id="abuse-reports-title">{t('operator.title')}</h1>
        <label className="abuse-reports__status">
          <span>{t('operator.status')}</span>
          <select value={status} onChange={(event) => setStatus(event.target.value as ReviewStatus)}>
            {REVIEW_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`operator.statuses.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </header>
      {reports.status === 'loading' ? <Skeleton label={t('operator.loading')} blocks={REPORTS_SKELETON} /> : null}
      {reports.status === 'failed' ? (
        <div className="analytics-message" role="alert">
          {reports.error instanceof ApiError && reports.error.code === 'OPERATOR_REQUIREMENTS_MISSING' ? (
            <OperatorRequirements missing={reports.error.body.missing} />
          ) : reports.error instanceof ApiError && reports.error.status === 403 ? (
            <p>{t('operator.forbidden')}</p>
          ) : (
            <>
              <p>{t('operator.failed')}</p>
              <button type="button" className="button" onClick={reports.retry}>
                {t('analytics.retry')}
              </button>
            </>
          )}
        </div>
      ) : null}
      {reports.status === 'loaded' && reports.data.length === 0 ? <p className="muted">{t('operator.empty')}</p> : null}
      {reports.status === 'loaded' ? (
        <ul className="abuse-reports__list">
          {reports.data.map((code) => (
            <li key={code.qrCodeId}>
              {/* A decided code leaves the list it was in: the list is asked for again. */}
              <ReportedCode code={code} onDecided={reports.retry} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface ReportedCodeProps {
  code: ReportedQrCode;
  onDecided(): void;
}

function ReportedCode({ code, onDecided }: ReportedCodeProps) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const handleReview = async (action: 'clear' | 'disable' | 'uphold') => {
    setBusy(true);
    setFailure(null);
    try {
      await operatorApi.review(code.qrCodeId, action);
      toast.success(t(`operator.decided.${action}`, { name: code.name }));
      onDecided();
    } catch (error) {
      setFailure(
        t('operator.actionFailed', { message: apiErrorText(t, error, error instanceof Error ? error.message : '') }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="card abuse-report" aria-labelledby={`report-${code.qrCodeId}`}>
      <h2 id={`report-${code.qrCodeId}`}>{code.name}</h2>
      <p>
        <span className="badge">{t(`operator.statuses.${code.status}`)}</span>{' '}
        {t('operator.reporters', { count: code.reporters })}
        {code.interstitial ? <strong> · {t('operator.interstitial')}</strong> : null}
        {code.isActive ? null : <> · {t('operator.inactive')}</>}
      </p>
      <p className="abuse-report__destination">
        {t('operator.leadsTo')} <code>{code.destination ?? t('operator.page')}</code>{' '}
        <a href={`/s/${code.slug}+`}>/s/{code.slug}+</a>
      </p>
      <ul className="abuse-report__reports">
        {code.reports.map((report) => (
          <li key={report.reportedAt}>
            <strong>{t(`public:safeScans.reportPage.reasons.${report.reason}`)}</strong>
            <span className="muted"> · {new Date(report.reportedAt).toLocaleString()}</span>
            <p>{report.details || t('operator.noDetails')}</p>
            {report.contact ? <a href={`mailto:${report.contact}`}>{report.contact}</a> : null}
          </li>
        ))}
      </ul>
      {code.appeal?.status === 'open' ? (
        <div className="abuse-report__appeal">
          <strong>{t('operator.appealed', { date: new Date(code.appeal.createdAt).toLocaleString() })}</strong>
          <p>{code.appeal.message}</p>
        </div>
      ) : null}
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="abuse-report__actions">
        <button type="button" className="button" disabled={busy} onClick={() => void handleReview('clear')}>
          {busy ? t('operator.working') : t('operator.clear')}
        </button>
        {code.appeal?.status === 'open' ? (
          <button type="button" className="button" disabled={busy} onClick={() => void handleReview('uphold')}>
            {t('operator.uphold')}
          </button>
        ) : null}
        {code.status === 'disabled' ? null : (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => void handleReview('disable')}
          >
            {t('operator.disable')}
          </button>
        )}
      </div>
    </article>
  );
}

/** An ADMIN_EMAILS address that is no operator yet: what to do first, with the way to do it. */
function OperatorRequirements({ missing }: { missing: unknown }) {
  const { t } = useTranslation('dashboard');
  const needs = (requirement: OperatorRequirement) => Array.isArray(missing) && missing.includes(requirement);
  return (
    <>
      <p>{t('operator.requirements.intro')}</p>
      <ul>
        {needs('verified_email') ? <li>{t('operator.requirements.verified_email')}</li> : null}
        {needs('two_factor') ? (
          <li>
            {t('operator.requirements.two_factor')} <Link to="/account">{t('operator.requirements.accountLink')}</Link>
          </li>
        ) : null}
      </ul>
    </>
  );
}
