import {
  COMPARE_LIMIT,
  DEFAULT_OVERVIEW_PRESET,
  OVERVIEW_PRESETS,
  type OverviewPreset,
  REPORT_FREQUENCIES,
  type ReportFrequency,
} from '@liveqr/shared/contracts';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AnalysedQrCode } from '../api/analytics-api';
import { folderTree } from '../features/organise/use-organisers';
import { LoadError } from '../ui/load-error';
import { useAnalyticsFormat } from '../features/analytics/use-analytics-format';
import { useResource } from '../ui/use-resource';
import { ChartCard } from '../features/analytics/overview/chart-card';
import type { ChartTable } from '../features/analytics/overview/chart-export';
import { HeatMap } from '../features/analytics/overview/heat-map';
import { NoScansYet } from '../features/analytics/no-scans-yet';
import { NoCodesYet } from '../features/analytics/no-codes-yet';
import {
  type AnalyticsOverview,
  overviewApi,
  type OverviewRequest,
  type OverviewScopes,
  type TrendPoint,
} from '../api/overview-api';
import '../features/analytics/analytics.css';
import '../features/analytics/overview/overview.css';

// chart.js and the world's shapes are the screen's largest pieces: fetched once the figures are in.
const charts = () => import('../features/analytics/overview/overview-charts');
const TrendChart = lazy(() => charts().then((module) => ({ default: module.TrendChart })));
const BarsChart = lazy(() => charts().then((module) => ({ default: module.BarsChart })));
const WorldMap = lazy(() =>
  import('../features/analytics/overview/world-map').then((module) => ({ default: module.WorldMap })),
);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range, scope and comparison in the URL, so a reload or a shared link shows the same overview. */
function useOverviewRequest(): [OverviewRequest, (change: Partial<OverviewRequest>) => void] {
  const [params, setParams] = useSearchParams();
  const preset = OVERVIEW_PRESETS.find((value) => value === params.get('preset')) ?? DEFAULT_OVERVIEW_PRESET;
  const day = (name: string) => {
    const value = params.get(name);
    return value && ISO_DAY.test(value) ? value : undefined;
  };
  const compare = (params.get('compare') ?? '').split(',').filter(Boolean).slice(0, COMPARE_LIMIT);
  const folderId = params.get('folder') || undefined;
  // One scope at a time: a folder wins over a tag in a hand-made URL.
  const tagId = folderId ? undefined : params.get('tag') || undefined;
  const request: OverviewRequest = { preset, from: day('from'), to: day('to'), compare, folderId, tagId };
  const change = (update: Partial<OverviewRequest>) =>
    setParams(
      (current) => {
        const next = { ...request, ...update };
        current.set('preset', next.preset);
        for (const name of ['from', 'to'] as const) {
          const value = next.preset === 'custom' ? next[name] : undefined;
          if (value) current.set(name, value);
          else current.delete(name);
        }
        if (next.compare.length > 0) current.set('compare', next.compare.join(','));
        else current.delete('compare');
        for (const [name, value] of [
          ['folder', next.folderId],
          ['tag', next.tagId],
        ] as const) {
          if (value) current.set(name, value);
          else current.delete(name);
        }
        return current;
      },
      { replace: true },
    );
  return [request, change];
}

/** /analytics: the scans of all the user's codes at once. */
export function OverviewPage() {
  const { t } = useTranslation('dashboard');
  const codes = useResource(overviewApi.codes);

  useEffect(() => {
    document.title = `${t('analytics.title')} | LiveQR`;
  }, [t]);

  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <Link className="analytics__back" to="/dashboard">
        {t('backToDashboard', { ns: 'common' })}
      </Link>
      <h1 id="analytics-title">{t('overview.title')}</h1>
      {codes.status === 'loading' ? (
        <OverviewSkeleton />
      ) : codes.status === 'failed' ? (
        <LoadError className="analytics-message" message={t('analytics.error')} onRetry={codes.retry} />
      ) : codes.data.length === 0 ? (
        <NoCodesYet />
      ) : (
        <Overview codes={codes.data} />
      )}
    </section>
  );
}

function Overview({ codes }: { codes: AnalysedQrCode[] }) {
  const { t } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  const [request, change] = useOverviewRequest();
  const complete = request.preset !== 'custom' || (request.from !== undefined && request.to !== undefined);
  // The request is made anew on every render: ask again only when what it says changes.
  const key = JSON.stringify(request);
  const load = useCallback(() => overviewApi.overview(JSON.parse(key) as OverviewRequest), [key]);
  const scopes = useResource(overviewApi.scopes);
  const known = scopes.status === 'loaded' ? scopes.data : undefined;
  const scopeName = request.folderId
    ? (known?.folders.find((folder) => folder.id === request.folderId)?.name ?? t('overview.scope.folder'))
    : request.tagId
      ? (known?.tags.find((tag) => tag.id === request.tagId)?.name ?? t('overview.scope.tag'))
      : undefined;
  return (
    <>
      <div className="analytics-controls">
        <ScopePicker scopes={known} request={request} onChange={change} />
        <RangePicker request={request} onChange={change} />
        <ComparePicker codes={codes} selected={request.compare} onChange={(compare) => change({ compare })} />
        {/* One subscription per scope: the folder's when a folder is chosen, else the account's; an editor's to set. */}
        {editor && (
          <ReportSubscription
            key={request.folderId ?? 'account'}
            folderId={request.folderId}
            folderName={request.folderId ? scopeName : undefined}
          />
        )}
      </div>
      {complete ? (
        <OverviewFigures load={load} request={request} scopeName={scopeName} />
      ) : (
        <p className="analytics-message">{t('overview.range.pickDays')}</p>
      )}
    </>
  );
}

interface ScopePickerProps {
  /** Undefined until the folders and tags are in (or when they could not be read). */
  scopes: OverviewScopes | undefined;
  request: OverviewRequest;
  onChange(change: Partial<OverviewRequest>): void;
}

/** All codes, one folder (with its subfolders) or one tag: the codes every figure counts. */
function ScopePicker({ scopes, request, onChange }: ScopePickerProps) {
  const { t } = useTranslation('dashboard');
  const value = request.folderId ? `folder:${request.folderId}` : request.tagId ? `tag:${request.tagId}` : '';
  const handleChange = (chosen: string) => {
    const [kind, id] = chosen.split(':');
    onChange({ folderId: kind === 'folder' ? id : undefined, tagId: kind === 'tag' ? id : undefined });
  };
  return (
    <label>
      {t('overview.scope.label')}
      <select value={value} disabled={!scopes} onChange={(event) => handleChange(event.target.value)}>
        <option value="">{t('overview.scope.all')}</option>
        {scopes && scopes.folders.length > 0 && (
          <optgroup label={t('overview.scope.folders')}>
            {folderTree(scopes.folders).map(({ folder, depth }) => (
              <option key={folder.id} value={`folder:${folder.id}`}>
                {'\u00a0\u00a0'.repeat(depth)}
                {folder.name}
              </option>
            ))}
          </optgroup>
        )}
        {scopes && scopes.tags.length > 0 && (
          <optgroup label={t('overview.scope.tags')}>
            {scopes.tags.map((tag) => (
              <option key={tag.id} value={`tag:${tag.id}`}>
                {tag.name}
              </option>
            ))}
          </optgroup>
        )}
        {/* A folder or tag in the URL that is not (or no longer) listed stays selectable, to see its error. */}
        {value !== '' && scopes && ![...scopes.folders, ...scopes.tags].some((one) => value.endsWith(`:${one.id}`)) && (
          <option value={value}>{request.folderId ? t('overview.scope.folder') : t('overview.scope.tag')}</option>
        )}
      </select>
    </label>
  );
}

interface RangePickerProps {
  request: OverviewRequest;
  onChange(change: Partial<OverviewRequest>): void;
}

/** The presets, and two calendar days for a custom range, applied together. */
function RangePicker({ request, onChange }: RangePickerProps) {
  const { t } = useTranslation('dashboard');
  const [from, setFrom] = useState(request.from ?? '');
  const [to, setTo] = useState(request.to ?? '');
  const backwards = from !== '' && to !== '' && to < from;
  return (
    <>
      <label>
        {t('analytics.dateRange')}
        <select value={request.preset} onChange={(event) => onChange({ preset: event.target.value as OverviewPreset })}>
          {OVERVIEW_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`overview.presets.${preset}`)}
            </option>
          ))}
        </select>
      </label>
      {request.preset === 'custom' && (
        <div className="overview-custom-range" role="group" aria-label={t('overview.presets.custom')}>
          <label>
            {t('overview.range.from')}
            <input type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            {t('overview.range.to')}
            <input
              type="date"
              required
              value={to}
              min={from || undefined}
              aria-invalid={backwards}
              aria-describedby={backwards ? 'overview-range-error' : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={!from || !to || backwards}
            onClick={() => onChange({ from, to })}
          >
            {t('overview.range.apply')}
          </button>
          {backwards && (
            <p id="overview-range-error" role="alert" className="overview-custom-range__error">
              {t('overview.errors.RANGE_ENDS_BEFORE_START')}
            </p>
          )}
        </div>
      )}
    </>
  );
}

interface ComparePickerProps {
  codes: AnalysedQrCode[];
  selected: string[];
  onChange(selected: string[]): void;
}

/** Up to four codes drawn on one series: a picker to add one, and a button to take each off. */
function ComparePicker({ codes, selected, onChange }: ComparePickerProps) {
  const { t } = useTranslation('dashboard');
  const nameOf = (id: string) => codes.find((code) => code.id === id)?.name || t('card.unnamed');
  const full = selected.length >= COMPARE_LIMIT;
  return (
    <div className="overview-compare">
      <label>
        {t('overview.compare.add')}
        <select
          value=""
          disabled={full}
          onChange={(event) => event.target.value && onChange([...selected, event.target.value])}
        >
          <option value="">
            {full ? t('overview.compare.full', { count: COMPARE_LIMIT }) : t('overview.compare.choose')}
          </option>
          {codes
            .filter((code) => !selected.includes(code.id))
            .map((code) => (
              <option key={code.id} value={code.id}>
                {code.name || t('card.unnamed')}
              </option>
            ))}
        </select>
      </label>
      {selected.length > 0 && (
        <ul className="overview-compare__chosen" aria-label={t('overview.compare.chosen')}>
          {selected.map((id) => (
            <li key={id}>
              {nameOf(id)}
              <button
                type="button"
                className="overview-compare__remove"
                aria-label={t('overview.compare.remove', { name: nameOf(id) })}
                onClick={() => onChange(selected.filter((other) => other !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface ReportSubscriptionProps {
  /** The folder whose summary mail this sets; the whole account's when undefined. */
  folderId: string | undefined;
  folderName: string | undefined;
}

/** The opt-in summary mail of the account or of one folder: off, weekly or monthly, saved as soon as it is chosen. */
function ReportSubscription({ folderId, folderName }: ReportSubscriptionProps) {
  const { t } = useTranslation('dashboard');
  const load = useCallback(() => overviewApi.reportSubscription(folderId), [folderId]);
  const current = useResource(load);
  const [saved, setSaved] = useState<ReportFrequency | null>(null);
  const [failed, setFailed] = useState(false);
  if (current.status !== 'loaded') return null;
  const handleChange = (frequency: ReportFrequency) => {
    setFailed(false);
    overviewApi.setReportSubscription(frequency, folderId).then(
      (answer) => {
        setSaved(answer.frequency);
        toast.success(t(`overview.report.saved.${answer.frequency}`));
      },
      () => setFailed(true),
    );
  };
  return (
    <label>
      {folderId ? t('overview.report.folderLabel', { name: folderName }) : t('overview.report.label')}
      <select
        value={saved ?? current.data.frequency}
        onChange={(event) => handleChange(event.target.value as ReportFrequency)}
      >
        {REPORT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`overview.report.${frequency}`)}
          </option>
        ))}
      </select>
      {failed && <span role="alert">{t('overview.report.failed')}</span>}
    </label>
  );
}

interface OverviewFiguresProps {
  load: () => Promise<AnalyticsOverview>;
  request: OverviewRequest;
  /** The folder or tag the figures are narrowed to; undefined for all codes. */
  scopeName: string | undefined;
}

function OverviewFigures({ load, request, scopeName }: OverviewFiguresProps) {
  const { t } = useTranslation('dashboard');
  const overview = useResource(load);
  switch (overview.status) {
    case 'loading':
      return <OverviewSkeleton />;
    case 'failed': {
      // A refused request (a range that ends before it starts, a folder since deleted) says why, in
      // this screen's words when it has them; a failure to load offers another try.
      const error = overview.error;
      return error instanceof ApiError && error.status < 500 ? (
        <p className="analytics-message" role="alert">
          {apiErrorText(t, error, t('analytics.error'), { keys: 'overview.errors' })}
        </p>
      ) : (
        <LoadError className="analytics-message" message={t('analytics.error')} onRetry={overview.retry} />
      );
    }
    case 'loaded':
      return <OverviewCharts overview={overview.data} comparing={request.compare.length > 0} scopeName={scopeName} />;
  }
}

interface OverviewChartsProps {
  overview: AnalyticsOverview;
  comparing: boolean;
  scopeName: string | undefined;
}

function OverviewCharts({ overview, comparing, scopeName }: OverviewChartsProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  // Nothing to draw: one message in place of every empty chart (a compared code may have scans outside the scope).
  const noScans =
    overview.totalScans === 0 && overview.compared.every((code) => code.trend.every((point) => point.scans === 0));

  return (
    <div className="overview-grid">
      <dl className="analytics-stats overview-grid__wide">
        <div className="analytics-stat">
          <dt>{t('analytics.stats.totalScans')}</dt>
          <dd>{format.number(overview.totalScans)}</dd>
        </div>
        <div className="analytics-stat">
          <dt>{t('overview.stats.range')}</dt>
          <dd className="overview-stat__range">
            {format.day(overview.from)} – {format.day(overview.to)}
          </dd>
        </div>
      </dl>
      {noScans ? (
        <NoScansYet help={t('overview.noScansHelp')} />
      ) : (
        <OverviewCards overview={overview} comparing={comparing} scopeName={scopeName} />
      )}
    </div>
  );
}

function OverviewCards({ overview, comparing, scopeName }: OverviewChartsProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  const range = `${overview.from}_${overview.to}`;
  const months = useMemo(
    () => new Intl.DateTimeFormat(format.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    [format.locale],
  );
  const bucketLabel = (start: string) =>
    overview.bucket === 'month'
      ? months.format(new Date(`${start}T00:00:00Z`))
      : overview.bucket === 'week'
        ? t('overview.trend.week', { day: format.day(start) })
        : format.day(start);
  const labels = overview.trend.map((point) => bucketLabel(point.start));
  const series = comparing
    ? overview.compared.map((code) => ({ label: code.name || t('card.unnamed'), data: values(code.trend) }))
    : [{ label: scopeName ?? t('overview.trend.allCodes'), data: values(overview.trend) }];
  const trendTable: ChartTable = {
    columns: [t('overview.trend.period'), ...series.map((one) => one.label)],
    rows: labels.map((label, index) => [label, ...series.map((one) => one.data[index])]),
  };
  const routeLabel = (value: string | null) => {
    const [kind, n] = (value ?? '').split(':');
    return kind === 'rule' || kind === 'variant' ? t(`analytics.routes.${kind}`, { n }) : t('analytics.routes.default');
  };
  const weekdays = weekdayNames(format.locale);
  const suspense = (chart: ReactNode) => (
    <Suspense fallback={<div className="skeleton skeleton--chart" aria-hidden="true" />}>{chart}</Suspense>
  );

  return (
    <>
      <ChartCard
        className="overview-grid__wide"
        title={
          comparing
            ? t('overview.trend.compareTitle')
            : scopeName
              ? t('overview.trend.scopedTitle', { scope: scopeName })
              : t('overview.trend.title')
        }
        fileName={`liveqr-trend-${range}`}
        table={trendTable}
        chart={suspense(<TrendChart labels={labels} series={series} locale={format.locale} />)}
      />
      <ChartCard
        title={t('overview.topCodes.title')}
        fileName={`liveqr-top-codes-${range}`}
        table={{
          columns: [t('overview.topCodes.code'), t('analytics.chart.scans')],
          rows: overview.topCodes.map((code) => [code.name || t('card.unnamed'), code.scans]),
        }}
        chart={suspense(
          <BarsChart
            labels={overview.topCodes.map((code) => code.name || t('card.unnamed'))}
            data={overview.topCodes.map((code) => code.scans)}
            label={t('overview.topCodes.title')}
            locale={format.locale}
          />,
        )}
      />
      <ChartCard
        title={t('overview.routes.title')}
        fileName={`liveqr-routes-${range}`}
        table={{
          columns: [t('overview.routes.route'), t('analytics.chart.scans')],
          rows: overview.routes.map((route) => [routeLabel(route.value), route.scans]),
        }}
        chart={suspense(
          <BarsChart
            labels={overview.routes.map((route) => routeLabel(route.value))}
            data={overview.routes.map((route) => route.scans)}
            label={t('overview.routes.title')}
            locale={format.locale}
          />,
        )}
      />
      <ChartCard
        className="overview-grid__wide"
        title={t('overview.hours.title')}
        fileName={`liveqr-hours-${range}`}
        table={{
          columns: [t('overview.hours.weekday'), ...Array.from({ length: 24 }, (_, hour) => `${hour}:00`)],
          rows:
            overview.totalScans === 0
              ? []
              : weekdays.map((name, index) => [
                  name,
                  ...overview.hoursOfWeek.filter((cell) => cell.weekday === index + 1).map((cell) => cell.scans),
                ]),
        }}
        chart={<HeatMap cells={overview.hoursOfWeek} weekdays={weekdays} formatNumber={format.number} />}
      />
      <ChartCard
        className="overview-grid__wide"
        title={t('overview.map.title')}
        fileName={`liveqr-countries-${range}`}
        table={{
          columns: [t('overview.map.country'), t('analytics.chart.scans')],
          rows: overview.countries.map((country) => [format.country(country.value), country.scans]),
        }}
        chart={suspense(
          <WorldMap countries={overview.countries} countryName={format.country} formatNumber={format.number} />,
        )}
      />
      {/* The location data's licence (CC BY 4.0) asks for credit where it is shown. */}
      <p className="analytics-note overview-grid__wide">{t('privacy.attribution', { ns: 'public' })}</p>
    </>
  );
}

function values(points: TrendPoint[]): number[] {
  return points.map((point) => point.scans);
}

/** Monday to Sunday, short, in the UI language. */
function weekdayNames(locale: string): string[] {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) => names.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/** Grey blocks where the figures will be, while they load. */
function OverviewSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="overview-grid" role="status" aria-label={t('analytics.loading')}>
      <div className="skeleton skeleton--stats overview-grid__wide" />
      <div className="skeleton skeleton--chart overview-grid__wide" />
      <div className="skeleton skeleton--chart" />
      <div className="skeleton skeleton--chart" />
    </div>
  );
}
