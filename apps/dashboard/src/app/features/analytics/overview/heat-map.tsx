import type { HourOfWeek } from '@liveqr/shared/contracts';
import { useTranslation } from '@liveqr/web/i18n';

export interface HeatMapProps {
  cells: HourOfWeek[];
  /** Short weekday names, Monday first. */
  weekdays: string[];
  formatNumber(value: number): string;
}

const CELL = 20;
const LEFT = 40;
const TOP = 18;

/** Scans by hour of day (columns) and day of week (rows): darker is busier. Scrolls sideways on a phone. */
export function HeatMap({ cells, weekdays, formatNumber }: HeatMapProps) {
  const { t } = useTranslation('dashboard');
  const most = Math.max(1, ...cells.map((cell) => cell.scans));
  return (
    <div className="heat-map">
      <svg
        role="img"
        aria-label={t('overview.hours.label')}
        viewBox={`0 0 ${LEFT + 24 * CELL} ${TOP + 7 * CELL}`}
        width={LEFT + 24 * CELL}
        height={TOP + 7 * CELL}
      >
        {Array.from({ length: 24 }, (_, hour) =>
          hour % 3 === 0 ? (
            <text key={hour} x={LEFT + hour * CELL + CELL / 2} y={12} textAnchor="middle" className="heat-map__label">
              {hour}
            </text>
          ) : null,
        )}
        {weekdays.map((name, index) => (
          <text
            key={name}
            x={LEFT - 6}
            y={TOP + index * CELL + CELL / 2 + 4}
            textAnchor="end"
            className="heat-map__label"
          >
            {name}
          </text>
        ))}
        {cells.map((cell) => (
          <rect
            key={`${cell.weekday}-${cell.hour}`}
            x={LEFT + cell.hour * CELL + 1}
            y={TOP + (cell.weekday - 1) * CELL + 1}
            width={CELL - 2}
            height={CELL - 2}
            rx={3}
            fill={cell.scans === 0 ? '#f1f5f9' : `rgba(29, 78, 216, ${0.15 + 0.85 * (cell.scans / most)})`}
          >
            <title>{`${weekdays[cell.weekday - 1]} ${cell.hour}:00 · ${formatNumber(cell.scans)}`}</title>
          </rect>
        ))}
      </svg>
    </div>
  );
}
