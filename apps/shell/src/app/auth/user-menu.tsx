import { NavLink, useNavigate } from 'react-router';
import { useAuth, useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { appLinksFor } from '@liveqr/web/ui';
import './auth.css';

/**
 * For a signed-in user: My QR Codes, Account and Log Out (which revokes the session on the server,
 * then goes to /). On phones this menu is the app's one navigation, so it lists every app screen
 * instead (the dashboard's sidebar lists them on wider screens).
 */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const { user, signOut } = useAuth();
  const { role } = useWorkspace();
  const navigate = useNavigate();
  if (!user) return null;

  async function handleLogOut() {
    await signOut().catch(() => undefined);
    void navigate('/', { replace: true });
  }

  return (
    <span className="user-menu">
      <NavLink className="user-menu__wide" to="/dashboard">
        {tCommon('nav.dashboard')}
      </NavLink>
      <NavLink className="user-menu__wide" to="/account">
        {t('userMenu.account')}
      </NavLink>
      {appLinksFor(role).map((link) => (
        <NavLink key={link.to} className="user-menu__phone" to={link.to} end>
          {tCommon(`appNav.${link.key}`)}
        </NavLink>
      ))}
      <button type="button" className="button" onClick={() => void handleLogOut()}>
        {t('userMenu.logOut')}
      </button>
    </span>
  );
}
