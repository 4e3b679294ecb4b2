import { ANALYTICS_RANGES, type AnalyticsRange } from '@liveqr/shared/contracts';
import type { AnalysedQrCode } from '../api/analytics-api';
import { useTranslation } from '@liveqr/web/i18n';
import { Skeleton } from '@liveqr/web/ui';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ShortLink } from '../ui/short-link';
import { analyticsApi, parseRange } from '../api/analytics-api';
import { AnalyticsReport, REPORT_SKELETON } from '../features/analytics/analytics-report';
import { NoCodesYet } from '../features/analytics/no-codes-yet';
import { LoadError } from '../ui/load-error';
import { useAnalysedQrCodes } from '../features/analytics/use-analytics';
import { useResource } from '../ui/use-resource';
import '../features/analytics/analytics.css';

/** The code and range pickers above the report. */
const PAGE_SKELETON = ['text', ...REPORT_SKELETON] as const;

export interface AnalyticsPageProps {
  /** The code in the URL (/analytics/{qrId}). */
  qrId: string;
}

/** /analytics/{qrId}: one code's scans over a date range (/analytics is the overview of all codes). */
export function AnalyticsPage({ qrId }: AnalyticsPageProps) {
  const { t } = useTranslation('dashboard');
  const codes = useAnalysedQrCodes();

  useEffect(() => {
    document.title = `${t('analytics.title')} | LiveQR`;
  }, [t]);

  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <Link className="analytics__back" to="/dashboard">
        {t('backToDashboard', { ns: 'common' })}
      </Link>
      <h1 id="analytics-title">{t('analytics.title')}</h1>
      {codes.status === 'loading' ? (
        <Skeleton label={t('analytics.loading')} blocks={PAGE_SKELETON} />
      ) : codes.status === 'failed' ? (
        <LoadError className="analytics-message" message={t('analytics.error')} onRetry={codes.retry} />
      ) : codes.data.length === 0 ? (
        <NoCodesYet />
      ) : (
        <CodeAnalytics codes={codes.data} qrId={qrId} />
      )}
    </section>
  );
}

interface CodeAnalyticsProps {
  codes: AnalysedQrCode[];
  qrId: string;
}

/** The two selectors and the report; code and range live in the URL so a reload or a shared link keeps them. */
function CodeAnalytics({ codes, qrId }: CodeAnalyticsProps) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const range = parseRange(searchParams.get('range'));
  const listed = codes.some((code) => code.id === qrId);

  const handleCodeChange = (id: string) =>
    void navigate(
      { pathname: `/analytics/${encodeURIComponent(id)}`, search: searchParams.toString() },
      { replace: true },
    );

  const handleRangeChange = (value: AnalyticsRange) =>
    setSearchParams(
      (params) => {
        params.set('range', value);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <div className="analytics-controls">
        <label>
          {t('analytics.selectQrCode')}
          <select value={listed ? qrId : ''} onChange={(event) => handleCodeChange(event.target.value)}>
            {/* An id in the URL that is not among the user's codes: none of them is selected. */}
            {!listed && (
              <option value="" disabled>
                {t('analytics.chooseQrCode')}
              </option>
            )}
            {codes.map((code) => (
              <option key={code.id} value={code.id}>
                {code.name || t('card.unnamed')}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('analytics.dateRange')}
          <select value={range} onChange={(event) => handleRangeChange(event.target.value as AnalyticsRange)}>
            {ANALYTICS_RANGES.map((value) => (
              <option key={value} value={value}>
                {t(`analytics.ranges.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {listed && <CodeShortLink qrId={qrId} />}
      <AnalyticsReport qrCodeId={qrId} range={range} />
    </>
  );
}

/** The chosen code's short link, to copy or test; none for wifi codes, or while (or if) the code cannot be read. */
function CodeShortLink({ qrId }: { qrId: string }) {
  const { t } = useTranslation('dashboard');
  const code = useResource(useCallback(() => analyticsApi.qrCode(qrId), [qrId]));
  return code.status === 'loaded' && code.data.shortUrl ? (
    <ShortLink url={code.data.shortUrl} name={code.data.name || t('card.unnamed')} />
  ) : null;
}
