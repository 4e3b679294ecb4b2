import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router-dom';
import { usePageMeta } from './use-page-meta';

const FEATURES = ['codes', 'types', 'modifications', 'scans', 'formats', 'support'] as const;

export function PricingPage() {
  const { t } = useTranslation('public');
  const { user } = useAuth();
  usePageMeta('pricing');
  return (
    <div className="page page--narrow pricing">
      <h1>{t('pricing.title')}</h1>
      <p className="muted">{t('pricing.intro')}</p>
      <section className="card plan" aria-labelledby="plan-name">
        <h2 id="plan-name">{t('pricing.plan.name')}</h2>
        <p className="plan__description">{t('pricing.plan.description')}</p>
        <p className="plan__price">
          <span className="plan__amount">{t('pricing.plan.price')}</span>
          <span className="plan__period">{t('pricing.plan.period')}</span>
        </p>
        <p className="plan__highlight">{t('pricing.plan.highlight')}</p>
        <h3 className="plan__features-title">{t('pricing.plan.featuresLabel')}</h3>
        <ul className="check-list">
          {FEATURES.map((feature) => (
            <li key={feature}>{t(`pricing.plan.features.${feature}`)}</li>
          ))}
        </ul>
        <p className="plan__terms">{t('pricing.plan.terms')}</p>
        {/* Signed-in visitors subscribe from Subscription & Billing; others create an account first. */}
        <Link className="button button--primary button--large button--block" to={user ? '/billing' : '/signup'}>
          {user ? t('pricing.plan.ctaSignedIn') : t('pricing.plan.cta')}
        </Link>
      </section>
    </div>
  );
}
