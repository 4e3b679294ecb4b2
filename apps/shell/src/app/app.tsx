import { useTranslation } from '@liveqr/web/i18n';
import { Notifications } from '@liveqr/web/ui';
import { Navigate, Route, Routes } from 'react-router';
import { authRoutes } from './auth/auth-routes';
import { AcceptInvitationPage } from './invitations/accept-invitation-page';
import { Layout } from './layout';
import { protectedRoutes } from './protected-routes';
import { publicRoutes } from './public/public-routes';

export function App() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Routes>
        <Route element={<Layout />}>
          {publicRoutes()}
          {authRoutes()}
          <Route path="/invitations/accept" element={<AcceptInvitationPage />} />
          {protectedRoutes()}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
      <Notifications />
    </>
  );
}
