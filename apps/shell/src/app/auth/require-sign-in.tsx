import { Outlet } from 'react-router';
import { RequireAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';

/** Layout route around the protected pages: 'Loading...' while auth loads, /login when signed out. */
export function RequireSignIn() {
  const { t } = useTranslation();
  return (
    <RequireAuth fallback={<LoadingState label={t('loading')} />}>
      <Outlet />
    </RequireAuth>
  );
}
