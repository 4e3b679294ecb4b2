import { useTranslation } from '@liveqr/web/i18n';
import { useRef } from 'react';
import type { HourOfWeek } from '../../../api/overview-api';
import { useElementWidth } from '../use-element-width';

export interface HeatMapProps {
  cells: HourOfWeek[];
  /** Short weekday names, Monday first. */
  weekdays: string[];
  formatNumber(value: number): string;
}

const HOURS = 24;
const DAYS = 7;
/** Room for the row labels (weekdays across, hours down) and the column labels. */
const LEFT = 44;
const TOP = 22;
/** Below this cell width the 24 hours no longer fit across: they run down instead, a row each. */
const MIN_ACROSS = 22;
const ROW_DOWN = 20;
/** The width drawn before the card's width is known (the first render, and where nothing is laid out). */
const FALLBACK_WIDTH = 640;

interface Layout {
  width: number;
  height: number;
  /** Hours as columns (wide cards) or as rows (phones). */
  across: boolean;
  cellWidth: number;
  cellHeight: number;
}

function layoutFor(width: number): Layout {
  const across = (width - LEFT) / HOURS >= MIN_ACROSS;
  if (across) {
    const cellWidth = (width - LEFT) / HOURS;
    const cellHeight = Math.min(36, Math.max(ROW_DOWN, cellWidth * 0.75));
    return { width, height: TOP + DAYS * cellHeight, across, cellWidth, cellHeight };
  }
  return { width, height: TOP + HOURS * ROW_DOWN, across, cellWidth: (width - LEFT) / DAYS, cellHeight: ROW_DOWN };
}

/**
 * Scans by hour of day and day of week: darker is busier. Drawn to the card's width, so every hour
 * shows without scrolling: across on a wide card, down on a phone.
 */
export function HeatMap({ cells, weekdays, formatNumber }: HeatMapProps) {
  const { t } = useTranslation('dashboard');
  const box = useRef<HTMLDivElement>(null);
  const layout = layoutFor(useElementWidth(box) || FALLBACK_WIDTH);
  const { across, cellWidth, cellHeight } = layout;
  const most = Math.max(1, ...cells.map((cell) => cell.scans));
  const place = (hour: number, day: number) =>
    across
      ? { x: LEFT + hour * cellWidth, y: TOP + day * cellHeight }
      : { x: LEFT + day * cellWidth, y: TOP + hour * cellHeight };
  return (
    <div className="heat-map" ref={box}>
      <svg
        role="img"
        aria-label={t('overview.hours.label')}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
      >
        {Array.from({ length: HOURS }, (_, hour) => {
          const { x, y } = place(hour, 0);
          return across ? (
            <text key={hour} x={x + cellWidth / 2} y={TOP - 7} textAnchor="middle" className="heat-map__label">
              {hour}
            </text>
          ) : (
            <text key={hour} x={LEFT - 8} y={y + cellHeight / 2 + 4} textAnchor="end" className="heat-map__label">
              {`${hour}:00`}
            </text>
          );
        })}
        {weekdays.map((name, day) => {
          const { x, y } = place(0, day);
          return across ? (
            <text key={name} x={LEFT - 8} y={y + cellHeight / 2 + 4} textAnchor="end" className="heat-map__label">
              {name}
            </text>
          ) : (
            <text key={name} x={x + cellWidth / 2} y={TOP - 7} textAnchor="middle" className="heat-map__label">
              {name}
            </text>
          );
        })}
        {cells.map((cell) => {
          const { x, y } = place(cell.hour, cell.weekday - 1);
          return (
            <rect
              key={`${cell.weekday}-${cell.hour}`}
              x={x + 1}
              y={y + 1}
              width={cellWidth - 2}
              height={cellHeight - 2}
              rx={3}
              fill={cell.scans === 0 ? '#f1f5f9' : `rgba(29, 78, 216, ${0.15 + 0.85 * (cell.scans / most)})`}
            >
              <title>{`${weekdays[cell.weekday - 1]} ${cell.hour}:00 · ${formatNumber(cell.scans)}`}</title>
            </rect>
          );
        })}
      </svg>
    </div>
  );
}
