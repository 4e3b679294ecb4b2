import { Outlet } from 'react-router';
import { RequireAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { KnownWorkspace } from '../workspaces/workspace-gates';

/**
 * Layout route around the protected pages: 'Loading...' while auth loads, /login when signed out;
 * signed in, the page in a workspace of mine.
 */
export function RequireSignIn() {
  const { t } = useTranslation();
  return (
    <RequireAuth fallback={<LoadingState label={t('loading')} />}>
      <KnownWorkspace>
        <Outlet />
      </KnownWorkspace>
    </RequireAuth>
  );
}
