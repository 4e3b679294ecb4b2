import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { EmailVerificationBanner } from './auth/email-verification-banner';
import { UserMenu } from './auth/user-menu';
import { LanguageSelect } from './public/language-select';
import { PageViewTracker } from './public/page-view-tracker';
import { WorkspaceSwitcher } from './workspaces/workspace-switcher';

/** The shared layout around every page, the micro-frontends' included. */
export function Layout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // A followed link closes the small-screen menu and starts the new page at its top.
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="layout">
      <PageViewTracker />
      <header className="topbar">
        <Link className="brand" to="/">
          <img className="brand__mark" src="/favicon.svg" alt="" width="28" height="28" />
          <span className="brand__name">{t('appName')}</span>
        </Link>
        <WorkspaceSwitcher />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('nav.menu')}
        </button>
        <nav
          id="main-nav"
          className={menuOpen ? 'topbar__nav topbar__nav--open' : 'topbar__nav'}
          aria-label={t('nav.main')}
        >
          <NavLink to="/faq">{t('nav.faq')}</NavLink>
          <NavLink to="/pricing">{t('nav.pricing')}</NavLink>
          {/* Signed in, the user menu takes their place. */}
          {!user && (
            <>
              <NavLink to="/login">{t('nav.login')}</NavLink>
              <NavLink className="button button--primary" to="/signup">
                {t('nav.signup')}
              </NavLink>
            </>
          )}
          <UserMenu />
        </nav>
      </header>
      <main id="main" className="content" tabIndex={-1}>
        <EmailVerificationBanner />
        <Outlet />
      </main>
      <footer className="footer">
        <div className="footer__inner">
          <p className="footer__brand">
            <span className="brand">{t('appName')}</span> <span>{t('footer.tagline')}</span>
          </p>
          <nav className="footer__links" aria-label={t('footer.label')}>
            <Link to="/pricing">{t('footer.pricing')}</Link>
            <Link to="/faq">{t('footer.faq')}</Link>
            <Link to="/privacy">{t('footer.privacy')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
            <Link to="/contact">{t('footer.contact')}</Link>
            <Link to="/check-a-code">{t('footer.checkCode')}</Link>
          </nav>
          <LanguageSelect />
          <p className="footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
