import { useTranslation } from '@liveqr/web/i18n';
import { BarElement, CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only the pieces these line and bar charts need.
Chart.register(BarElement, CategoryScale, LinearScale, LineElement, PointElement, Legend, Tooltip);

/** chart.js draws on a canvas and cannot read CSS variables: --color-primary first, then distinct hues. */
const SERIES_COLORS = ['#1d4ed8', '#c2410c', '#15803d', '#7e22ce', '#be123c'];

export interface Series {
  label: string;
  data: number[];
}

export interface TrendChartProps {
  labels: string[];
  series: Series[];
  locale: string;
}

/** Scans over time, one line per series (all codes, or each compared code). */
export function TrendChart({ labels, series, locale }: TrendChartProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="scans-chart">
      <Line
        role="img"
        aria-label={t('overview.trend.label')}
        data={{
          labels,
          datasets: series.map((one, index) => ({
            label: one.label,
            data: one.data,
            borderColor: SERIES_COLORS[index % SERIES_COLORS.length],
            backgroundColor: SERIES_COLORS[index % SERIES_COLORS.length],
            tension: 0.2,
          })),
        }}
        options={{
          locale,
          maintainAspectRatio: false,
          plugins: { legend: { display: series.length > 1 } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}

export interface BarsChartProps {
  labels: string[];
  data: number[];
  label: string;
  locale: string;
}

/** A ranking as horizontal bars (top codes, routes). */
export function BarsChart({ labels, data, label, locale }: BarsChartProps) {
  return (
    <div className="scans-chart" style={{ height: `${Math.max(8, labels.length * 2.25 + 3)}rem` }}>
      <Bar
        role="img"
        aria-label={label}
        data={{ labels, datasets: [{ label, data, backgroundColor: SERIES_COLORS[0] }] }}
        options={{
          locale,
          indexAxis: 'y',
          maintainAspectRatio: false,
          scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}
