import type { AnalyticsRange } from '@liveqr/shared/contracts';
import { ApiError, saveFile } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { Skeleton, type SkeletonBlock } from '@liveqr/web/ui';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { analyticsApi, type AnalyticsSummary, type FacetCount, type ScansPerDay } from '../../api/analytics-api';
import { BreakdownPanel, type BreakdownRow } from './breakdown-panel';
import { LoadError } from '../../ui/load-error';
import { NoScansYet } from './no-scans-yet';
import { RecentScansTable } from './recent-scans-table';
import { useCodeFigures } from './use-analytics';
import { useAnalyticsFormat } from './use-analytics-format';
import type { Resource } from '../../ui/use-resource';

// chart.js is the screen's largest dependency: fetched only once a chart is shown.
const ScansPerDayChart = lazy(() =>
  import('./scans-per-day-chart').then((module) => ({ default: module.ScansPerDayChart })),
);

/** The report's shape while its figures come: the totals, the chart, the breakdowns. */
export const REPORT_SKELETON: readonly SkeletonBlock[] = ['stats', 'chart', 'panel'];
const CHART_SKELETON: readonly SkeletonBlock[] = ['chart'];

export interface AnalyticsReportProps {
  qrCodeId: string;
  range: AnalyticsRange;
}

/** The selected code's figures over the range, or why there are none. */
export function AnalyticsReport({ qrCodeId, range }: AnalyticsReportProps) {
  const { t } = useTranslation('dashboard');
  const summary = useCodeFigures(analyticsApi.summary, qrCodeId, range);
  // Asked for at the same time as the summary: the chart's figures take the server longer.
  const scansPerDay = useCodeFigures(analyticsApi.scansPerDay, qrCodeId, range);
  switch (summary.status) {
    case 'loading':
      return <Skeleton label={t('analytics.loading')} blocks={REPORT_SKELETON} />;
    case 'failed':
      return summary.error instanceof ApiError && summary.error.status === 404 ? (
        <div className="analytics-message" role="alert">
          <h2>{t('analytics.notFound.title')}</h2>
          <p>{t('analytics.notFound.text')}</p>
          <Link to="/analytics">{t('analytics.notFound.link')}</Link>
        </div>
      ) : (
        <LoadError
          className="analytics-message"
          message={t('analytics.error')}
          onRetry={() => {
            summary.retry();
            scansPerDay.retry();
          }}
        />
      );
    case 'loaded':
      return summary.data.qrCode.isTracked ? (
        <SummaryView summary={summary.data} scansPerDay={scansPerDay} />
      ) : (
        <p className="analytics-message">{t('analytics.notTracked')}</p>
      );
  }
}

interface SummaryViewProps {
  summary: AnalyticsSummary;
  scansPerDay: Resource<ScansPerDay>;
}

function SummaryView({ summary, scansPerDay }: SummaryViewProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  const facetRows = (facets: FacetCount[], label: (value: string | null) => string): BreakdownRow[] =>
    facets.map((facet) => ({ key: facet.value ?? '', label: label(facet.value), scans: facet.scans }));
  const routeLabel = (value: string | null) => {
    const [kind, n] = (value ?? '').split(':');
    return kind === 'rule' || kind === 'variant' ? t(`analytics.routes.${kind}`, { n }) : t('analytics.routes.default');
  };
  // Only codes with rules have scans anywhere but the default destination.
  const routed = summary.routes.some((route) => route.value !== 'default');
  const panels = [
    ...(routed ? [{ title: t('analytics.panels.routes'), rows: facetRows(summary.routes, routeLabel) }] : []),
    { title: t('analytics.panels.operatingSystems'), rows: facetRows(summary.operatingSystems, format.orUnknown) },
    { title: t('analytics.panels.deviceTypes'), rows: facetRows(summary.deviceTypes, format.deviceType) },
    { title: t('analytics.panels.browsers'), rows: facetRows(summary.browsers, format.orUnknown) },
    { title: t('analytics.panels.topCountries'), rows: facetRows(summary.topCountries, format.country) },
    {
      title: t('analytics.panels.topCities'),
      rows: summary.topCities.map((city) => ({
        key: `${city.city}|${city.country ?? ''}`,
        label: format.location(city.city, city.country),
        scans: city.scans,
      })),
    },
  ];
  const stats = [
    { key: 'totalScans', value: summary.totalScans },
    { key: 'uniqueScans', value: summary.uniqueScans },
    { key: 'countries', value: summary.countries },
    { key: 'platforms', value: summary.platforms },
  ] as const;

  return (
    <div className="analytics-report">
      <div className="analytics-report__bar">
        {summary.botScans > 0 && (
          <p className="analytics-note">{t('analytics.botScans', { n: format.number(summary.botScans) })}</p>
        )}
        <CsvExport qrCodeId={summary.qrCode.id} range={summary.range} />
      </div>
      <dl className="analytics-stats">
        {stats.map((stat) => (
          <div key={stat.key} className="analytics-stat">
            <dt>{t(`analytics.stats.${stat.key}`)}</dt>
            <dd>{format.number(stat.value)}</dd>
          </div>
        ))}
      </dl>
      {summary.totalScans === 0 ? (
        <NoScansYet help={t('analytics.noScansHelp')} />
      ) : (
        <>
          <ScansOverTime days={scansPerDay} />
          <div className="analytics-panels">
            {panels.map((panel) => (
              <BreakdownPanel key={panel.title} title={panel.title} rows={panel.rows} total={summary.totalScans} />
            ))}
          </div>
          {summary.recentScans.length > 0 && <RecentScansTable scans={summary.recentScans} />}
          {/* The location data's licence (CC BY 4.0) asks for credit where it is shown. */}
          <p className="analytics-note">{t('privacy.attribution', { ns: 'public' })}</p>
        </>
      )}
    </div>
  );
}

/** The range's scans as a CSV file, fetched with the session (refreshed first when it has expired). */
function CsvExport({ qrCodeId, range }: AnalyticsReportProps) {
  const { t } = useTranslation('dashboard');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const handleExport = async () => {
    setState('busy');
    try {
      saveFile(await analyticsApi.scansCsv(qrCodeId, range), 'scans.csv');
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={state === 'busy'} onClick={() => void handleExport()}>
        {state === 'busy' ? t('analytics.exporting') : t('analytics.exportCsv')}
      </button>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {t('analytics.exportFailed')}
        </p>
      )}
    </>
  );
}

interface ScansOverTimeProps {
  days: Resource<ScansPerDay>;
}

/** The chart for sighted users, and the same figures as a table for screen readers. */
function ScansOverTime({ days }: ScansOverTimeProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  const daysWithScans = days.status === 'loaded' ? days.data.filter((day) => day.scans > 0) : [];
  // The figures, then the chart's code (chart.js): the same plot area waits for both.
  const loadingChart = <Skeleton label={t('analytics.chart.loading')} blocks={CHART_SKELETON} />;
  return (
    <section className="analytics-panel" aria-labelledby="scans-over-time-title">
      <h2 id="scans-over-time-title">{t('analytics.panels.scansOverTime')}</h2>
      {days.status === 'loading' ? (
        loadingChart
      ) : days.status === 'failed' ? (
        <LoadError className="analytics-message" message={t('analytics.error')} onRetry={days.retry} />
      ) : daysWithScans.length === 0 ? (
        <p className="analytics-panel__empty">{t('analytics.noScans')}</p>
      ) : (
        <>
          <Suspense fallback={loadingChart}>
            <ScansPerDayChart days={days.data} />
          </Suspense>
          {/* Days without scans are left out: for all time the chart can span years. */}
          <table className="visually-hidden">
            <caption>{t('analytics.chart.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.chart.day')}</th>
                <th scope="col">{t('analytics.chart.scans')}</th>
              </tr>
            </thead>
            <tbody>
              {daysWithScans.map((day) => (
                <tr key={day.day}>
                  <td>{format.day(day.day)}</td>
                  <td>{format.number(day.scans)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
