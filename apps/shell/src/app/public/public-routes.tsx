import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, useLocation } from 'react-router';

const ContactPage = lazy(() => import('./contact-page').then((module) => ({ default: module.ContactPage })));
const LegalPage = lazy(() => import('./legal-page').then((module) => ({ default: module.LegalPage })));
const CheckCodePage = lazy(() => import('./check-code-page').then((module) => ({ default: module.CheckCodePage })));
const ReportPage = lazy(() => import('./report-page').then((module) => ({ default: module.ReportPage })));

/** The home page, pricing and FAQ are written by the server (libs/public-pages/server/src/site), not by the app. */
const SERVER_PAGES = ['/', '/pricing', '/faq'];

/** Pages anyone can see. */
export function publicRoutes() {
  return (
    <>
      {SERVER_PAGES.map((path) => (
        <Route key={path} path={path} element={<ServerPage />} />
      ))}
      <Route path="/contact" element={<Lazy page={<ContactPage />} />} />
      <Route path="/privacy" element={<Lazy page={<LegalPage page="privacy" />} />} />
      <Route path="/terms" element={<Lazy page={<LegalPage page="terms" />} />} />
      <Route path="/check-a-code" element={<Lazy page={<CheckCodePage />} />} />
      <Route path="/report/:id" element={<Lazy page={<ReportPage />} />} />
      <Route path="/report/s/:slug" element={<Lazy page={<ReportPage />} />} />
    </>
  );
}

function Lazy({ page }: { page: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingState label={t('loading')} />}>{page}</Suspense>;
}

/**
 * A server page reached from inside the app (a link, a sign-out): it is loaded from the server,
 * in place of the history entry the app just made. The development server has no such pages.
 */
function ServerPage() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (process.env['NODE_ENV'] === 'production') window.location.replace(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}
