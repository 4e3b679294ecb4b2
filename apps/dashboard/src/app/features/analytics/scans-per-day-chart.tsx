import type { DayCount } from '../../api/analytics-api';
import { useTranslation } from '@liveqr/web/i18n';
import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { useAnalyticsFormat } from './use-analytics-format';

// Only the pieces a bar chart with a tooltip needs.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

/** chart.js draws on a canvas and cannot read CSS variables: this is --color-primary. */
const BAR_COLOR = '#1d4ed8';

export interface ScansPerDayChartProps {
  days: DayCount[];
}

/** Scans over time, one bar per day; loaded on demand, as only this screen needs chart.js. */
export function ScansPerDayChart({ days }: ScansPerDayChartProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  return (
    <div className="scans-chart">
      <Bar
        role="img"
        aria-label={t('analytics.chart.label')}
        data={{
          labels: days.map((day) => format.day(day.day)),
          datasets: [
            { label: t('analytics.chart.scans'), data: days.map((day) => day.scans), backgroundColor: BAR_COLOR },
          ],
        }}
        options={{
          locale: format.locale,
          maintainAspectRatio: false,
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
    </div>
  );
}
