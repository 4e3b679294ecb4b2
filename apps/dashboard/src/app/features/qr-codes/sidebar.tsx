import { useAuth, useWorkspace } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { appLinksFor } from '@liveqr/web/ui';
import { NavLink, useNavigate } from 'react-router';
import { useSeesOperatorScreen } from '../operator/use-is-operator';
import { PlanState } from './plan-state';
import { usePlan } from './use-plan';

/**
 * The dashboard's navigation and the plan's state. On phones the site's one menu carries the
 * app's links and Log Out, so only the plan (and an operator's review list) stays here.
 */
export function Sidebar() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { signOut } = useAuth();
  const { role } = useWorkspace();
  const navigate = useNavigate();
  const plan = usePlan();
  const seesOperatorScreen = useSeesOperatorScreen();

  const handleLogOut = async () => {
    await signOut().catch(() => undefined);
    void navigate('/');
  };

  return (
    <nav className="sidebar" aria-label={t('sidebar.label')}>
      <ul className="sidebar__links">
        {appLinksFor(role).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {t(`appNav.${link.key}`, { ns: 'common' })}
            </NavLink>
          </li>
        ))}
      </ul>
      {seesOperatorScreen ? (
        <ul>
          <li>
            <NavLink to="/operator/reports" end>
              {t('operator.nav')}
            </NavLink>
          </li>
        </ul>
      ) : null}
      <PlanState plan={plan} />
      <button type="button" className="button sidebar__logout" onClick={() => void handleLogOut()}>
        {t('sidebar.logOut')}
      </button>
    </nav>
  );
}
