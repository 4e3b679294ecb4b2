import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { LandingPage } from './landing-page';

// The landing page ships in the first bundle; the other public pages load on their route.
const FaqPage = lazy(() => import('./faq-page').then((module) => ({ default: module.FaqPage })));
const ContactPage = lazy(() => import('./contact-page').then((module) => ({ default: module.ContactPage })));
const PricingPage = lazy(() => import('./pricing-page').then((module) => ({ default: module.PricingPage })));
const LegalPage = lazy(() => import('./legal-page').then((module) => ({ default: module.LegalPage })));
const CheckCodePage = lazy(() => import('./check-code-page').then((module) => ({ default: module.CheckCodePage })));
const ReportPage = lazy(() => import('./report-page').then((module) => ({ default: module.ReportPage })));

/** Pages anyone can see. */
export function publicRoutes() {
  return (
    <>
      <Route path="/" element={<LandingPage />} />
      <Route path="/faq" element={<Lazy page={<FaqPage />} />} />
      <Route path="/contact" element={<Lazy page={<ContactPage />} />} />
      <Route path="/pricing" element={<Lazy page={<PricingPage />} />} />
      <Route path="/privacy" element={<Lazy page={<LegalPage page="privacy" />} />} />
      <Route path="/terms" element={<Lazy page={<LegalPage page="terms" />} />} />
      <Route path="/check-a-code" element={<Lazy page={<CheckCodePage />} />} />
      <Route path="/report/:id" element={<Lazy page={<ReportPage />} />} />
    </>
  );
}

function Lazy({ page }: { page: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingState label={t('loading')} />}>{page}</Suspense>;
}
