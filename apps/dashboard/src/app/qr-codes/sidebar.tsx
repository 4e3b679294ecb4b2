import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useIsOperator } from '../operator/use-is-operator';
import { useSubscriptionStatus } from './use-subscription-status';

const LINKS = [
  { to: '/create-qr', key: 'createQr' },
  { to: '/analytics', key: 'analytics' },
  { to: '/dashboard', key: 'myQrCodes' },
  { to: '/account', key: 'account' },
  { to: '/billing', key: 'billing' },
] as const;

/** The dashboard's navigation; a toggle drawer on small screens. */
export function Sidebar() {
  const { t } = useTranslation('dashboard');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const status = useSubscriptionStatus();
  const isOperator = useIsOperator();
  const [open, setOpen] = useState(false);

  const handleLogOut = async () => {
    await signOut().catch(() => undefined);
    navigate('/');
  };

  return (
    <>
      <button
        type="button"
        className="button sidebar-toggle"
        aria-expanded={open}
        aria-controls="dashboard-sidebar"
        onClick={() => setOpen(!open)}
      >
        {open ? t('sidebar.close') : t('sidebar.menu')}
      </button>
      <nav id="dashboard-sidebar" className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('sidebar.label')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={() => setOpen(false)}>
                {t(`sidebar.${link.key}`)}
              </NavLink>
            </li>
          ))}
          {isOperator ? (
            <li>
              <NavLink to="/operator/reports" end onClick={() => setOpen(false)}>
                {t('operator.nav')}
              </NavLink>
            </li>
          ) : null}
        </ul>
        {status && !status.active && (
          <div className="sidebar__subscription" role="note">
            <strong>{t('sidebar.subscriptionRequired')}</strong>
            <Link className="button button--primary" to="/billing">
              {t('sidebar.subscribeNow')}
            </Link>
          </div>
        )}
        <button type="button" className="button sidebar__logout" onClick={() => void handleLogOut()}>
          {t('sidebar.logOut')}
        </button>
      </nav>
    </>
  );
}
