import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { AccountPage } from './account/account-page';
import { DashboardLayout } from './qr-codes/dashboard-layout';
import { MyQrCodesPage } from './qr-codes/my-qr-codes-page';

// A chunk of its own: My QR Codes does not download the Analytics screen.
const AnalyticsPage = lazy(() =>
  import('./analytics/analytics-page').then((module) => ({ default: module.AnalyticsPage })),
);

/** The dashboard micro-frontend: My QR Codes, Analytics and My Account. */
export default function DashboardApp() {
  const { t } = useTranslation('dashboard');
  // The shell routes /account, /analytics and /analytics/{qrId} to this remote too.
  const isAccount = useMatch('/account');
  const analytics = useMatch('/analytics/:qrId?');
  if (isAccount) return <AccountPage />;
  if (analytics)
    return (
      <Suspense fallback={<LoadingState label={t('analytics.loading')} />}>
        <AnalyticsPage qrId={analytics.params.qrId} />
      </Suspense>
    );
  return (
    <DashboardLayout>
      <MyQrCodesPage />
    </DashboardLayout>
  );
}
