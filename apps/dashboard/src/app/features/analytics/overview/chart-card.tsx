import { useTranslation } from '@liveqr/web/i18n';
import { type ReactNode, useId, useRef, useState } from 'react';
import { ScrollArea } from '../scroll-area';
import { type ChartTable, chartPng, downloadBlob, downloadCsv } from './chart-export';

export interface ChartCardProps {
  title: string;
  /** File names of the downloads, without extension. */
  fileName: string;
  table: ChartTable;
  /** Drawn unless the viewer asked for the table; null when there is nothing to draw. */
  chart: ReactNode;
  className?: string;
}

/**
 * One chart of the overview with what every chart offers: the same figures as a table (for screen
 * readers and anyone who prefers numbers), and downloads as CSV and PNG.
 */
export function ChartCard({ title, fileName, table, chart, className }: ChartCardProps) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const [pngFailed, setPngFailed] = useState(false);
  const drawing = useRef<HTMLDivElement>(null);
  const empty = table.rows.length === 0;

  const handlePng = () => {
    if (!drawing.current) return;
    setPngFailed(false);
    chartPng(drawing.current).then(
      (blob) => downloadBlob(blob, `${fileName}.png`),
      () => setPngFailed(true),
    );
  };

  return (
    <section className={`analytics-panel overview-card ${className ?? ''}`} aria-labelledby={id}>
      <div className="overview-card__head">
        <h2 id={id}>{title}</h2>
        {!empty && (
          <div className="overview-card__actions">
            <button
              type="button"
              className="button button--small"
              aria-pressed={asTable}
              onClick={() => setAsTable(!asTable)}
            >
              {t('overview.showTable')}
            </button>
            <button type="button" className="button button--small" onClick={() => downloadCsv(table, fileName)}>
              {t('overview.downloadCsv')}
            </button>
            {!asTable && (
              <button type="button" className="button button--small" onClick={handlePng}>
                {t('overview.downloadPng')}
              </button>
            )}
          </div>
        )}
      </div>
      {pngFailed && <p role="alert">{t('overview.pngFailed')}</p>}
      {empty ? (
        <p className="analytics-panel__empty">{t('analytics.noScans')}</p>
      ) : asTable ? (
        <ScrollArea label={title}>
          <table className="overview-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      ) : (
        <div ref={drawing}>{chart}</div>
      )}
    </section>
  );
}
