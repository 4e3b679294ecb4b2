import type { RecentScan } from '../../api/analytics-api';
import { useTranslation } from '@liveqr/web/i18n';
import { ScrollArea } from './scroll-area';
import { useAnalyticsFormat } from './use-analytics-format';

export interface RecentScansTableProps {
  scans: RecentScan[];
}

/** The newest scans; every missing detail reads 'Unknown'. A report without scans shows no table at all. */
export function RecentScansTable({ scans }: RecentScansTableProps) {
  const { t } = useTranslation('dashboard');
  const format = useAnalyticsFormat();
  return (
    <section className="analytics-panel" aria-labelledby="recent-scans-title">
      <h2 id="recent-scans-title">{t('analytics.panels.recentScans')}</h2>
      <ScrollArea label={t('analytics.panels.recentScans')}>
        <table className="recent-scans" aria-labelledby="recent-scans-title">
          <thead>
            <tr>
              <th scope="col">{t('analytics.columns.date')}</th>
              <th scope="col">{t('analytics.columns.location')}</th>
              <th scope="col">{t('analytics.columns.device')}</th>
              <th scope="col">{t('analytics.columns.os')}</th>
              <th scope="col">{t('analytics.columns.browser')}</th>
            </tr>
          </thead>
          <tbody>
            {scans.map((scan, index) => (
              // Two scans can share a moment and every other column: the position is the identity.
              <tr key={index}>
                <td className="recent-scans__date">{format.dateTime(scan.scannedAt)}</td>
                <td className="recent-scans__location">{format.location(scan.city, scan.country)}</td>
                <td>{format.deviceType(scan.deviceType)}</td>
                <td>{format.orUnknown(scan.operatingSystem)}</td>
                <td>{format.orUnknown(scan.browser)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}
