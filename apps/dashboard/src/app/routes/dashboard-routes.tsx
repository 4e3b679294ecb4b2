import { useTranslation } from '@liveqr/web/i18n';
import { Skeleton } from '@liveqr/web/ui';
import { lazy, Suspense } from 'react';
import { useMatch } from 'react-router';
import { DashboardLayout } from './dashboard-layout';
import { MyQrCodesPage } from './my-qr-codes-page';

// Chunks of their own: My QR Codes downloads neither the Analytics screen nor My Account, whose
// brand kits bring the designer and its renderer.
const AnalyticsPage = lazy(() => import('./analytics-page').then((module) => ({ default: module.AnalyticsPage })));
const OverviewPage = lazy(() => import('./overview-page').then((module) => ({ default: module.OverviewPage })));
const AccountPage = lazy(() => import('./account-page').then((module) => ({ default: module.AccountPage })));
const ImportPage = lazy(() => import('./import-page').then((module) => ({ default: module.ImportPage })));
const MembersPage = lazy(() => import('./members-page').then((module) => ({ default: module.MembersPage })));
const ActivityPage = lazy(() => import('./activity-page').then((module) => ({ default: module.ActivityPage })));
const DomainsPage = lazy(() => import('./domains-page').then((module) => ({ default: module.DomainsPage })));
// Operators only: nobody else downloads their review list.
const AbuseReportsPage = lazy(() =>
  import('./abuse-reports-page').then((module) => ({ default: module.AbuseReportsPage })),
);

/** The shapes of the screens that load on demand, drawn while their code comes (a page's by default). */
const ACCOUNT = ['heading', 'panel', 'panel'] as const;
const ANALYTICS = ['heading', 'stats', 'chart'] as const;

/**
 * The dashboard micro-frontend: My QR Codes and their import, Analytics, My Account, the workspace's
 * members, activity and custom domains, and the operators' abuse reports.
 */
export default function DashboardApp() {
  // `auth` names My Account's loading state before the account page (which loads it) shows.
  const { t } = useTranslation(['dashboard', 'auth']);
  // The shell routes /dashboard/import, /account, /members, /members/activity, /domains, /analytics
  // and /analytics/{qrId} to this remote too.
  const isAccount = useMatch('/account');
  const isMembers = useMatch('/members');
  const isActivity = useMatch('/members/activity');
  const isDomains = useMatch('/domains');
  const analytics = useMatch('/analytics/:qrId?');
  const isAbuseReports = useMatch('/operator/reports');
  const isImport = useMatch('/dashboard/import');
  if (isAccount)
    return (
      <Suspense fallback={<Skeleton label={t('account.loading', { ns: 'auth' })} blocks={ACCOUNT} />}>
        <AccountPage />
      </Suspense>
    );
  if (isMembers)
    return (
      <Suspense fallback={<Skeleton label={t('members.loading')} blocks={ACCOUNT} />}>
        <MembersPage />
      </Suspense>
    );
  if (isActivity)
    return (
      <Suspense fallback={<Skeleton label={t('audit.loading')} />}>
        <ActivityPage />
      </Suspense>
    );
  if (isDomains)
    return (
      <Suspense fallback={<Skeleton label={t('domains.loading')} />}>
        <DomainsPage />
      </Suspense>
    );
  if (isAbuseReports)
    return (
      <DashboardLayout>
        <Suspense fallback={<Skeleton label={t('operator.loading')} />}>
          <AbuseReportsPage />
        </Suspense>
      </DashboardLayout>
    );
  if (isImport)
    return (
      <DashboardLayout>
        <Suspense fallback={<Skeleton label={t('loading')} />}>
          <ImportPage />
        </Suspense>
      </DashboardLayout>
    );
  if (analytics)
    return (
      <Suspense fallback={<Skeleton label={t('analytics.loading')} blocks={ANALYTICS} />}>
        {/* /analytics is the overview of all codes, /analytics/{qrId} one code's figures. */}
        {analytics.params.qrId ? <AnalyticsPage qrId={analytics.params.qrId} /> : <OverviewPage />}
      </Suspense>
    );
  return (
    <DashboardLayout>
      <MyQrCodesPage />
    </DashboardLayout>
  );
}
