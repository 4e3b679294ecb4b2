import { NavLink, useNavigate } from 'react-router-dom';
import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import './auth.css';

/** For a signed-in user: My QR Codes, Account and Log Out (which revokes the session on the server, then goes to /). */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  async function handleLogOut() {
    await signOut().catch(() => undefined);
    navigate('/', { replace: true });
  }

  return (
    <span className="user-menu">
      <NavLink to="/dashboard">{tCommon('nav.dashboard')}</NavLink>
      <NavLink to="/account">{t('userMenu.account')}</NavLink>
      <button type="button" className="button" onClick={() => void handleLogOut()}>
        {t('userMenu.logOut')}
      </button>
    </span>
  );
}
