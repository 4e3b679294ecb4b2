import { useTranslation } from '@liveqr/web/i18n';
import { useId } from 'react';
import { useAnalyticsFormat } from './use-analytics-format';

export interface BreakdownRow {
  key: string;
  label: string;
  scans: number;
}

export interface BreakdownPanelProps {
  title: string;
  rows: BreakdownRow[];
  /** The range's total: each bar is its share of all scans, not of the rows shown. */
  total: number;
}

/** One breakdown (operating systems, devices, countries, ...) as bars with count and percentage. */
export function BreakdownPanel({ title, rows, total }: BreakdownPanelProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  const id = useId();
  return (
    <section className="analytics-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="analytics-panel__empty">{t('analytics.noScans')}</p>
      ) : (
        <ul className="breakdown">
          {rows.map((row) => (
            <li key={row.key} className="breakdown__row">
              <span className="breakdown__label">{row.label}</span>
              <span className="breakdown__value">
                {t('analytics.share', {
                  scans: format.number(row.scans),
                  percent: format.percent(row.scans, total),
                })}
              </span>
              <span className="breakdown__bar" aria-hidden="true">
                <span style={{ width: `${total === 0 ? 0 : (row.scans / total) * 100}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
