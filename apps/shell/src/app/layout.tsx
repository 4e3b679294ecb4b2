import { useTranslation } from '@liveqr/web/i18n';
import { Link, NavLink, Outlet } from 'react-router-dom';

/** The shared layout around every page, the micro-frontends' included. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <header className="topbar">
        <Link className="brand" to="/">
          {t('appName')}
        </Link>
        <nav aria-label={t('nav.main')}>
          <NavLink to="/dashboard">{t('nav.dashboard')}</NavLink>
          <NavLink to="/create-qr">{t('nav.createQr')}</NavLink>
          <NavLink to="/billing">{t('nav.billing')}</NavLink>
        </nav>
      </header>
      <main id="main" className="content">
        <Outlet />
      </main>
      <footer className="footer">
        <p>© {new Date().getFullYear()} LiveQR</p>
      </footer>
    </div>
  );
}
