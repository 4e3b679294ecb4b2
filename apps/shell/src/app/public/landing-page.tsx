import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router-dom';
import { FAQ_ITEMS, FaqList } from './faq-list';
import { usePageMeta } from './use-page-meta';

const REASONS = ['unlimitedScans', 'noWatermarks', 'dynamic', 'analytics', 'branding', 'neverStop'] as const;

export function LandingPage() {
  const { t } = useTranslation(['public', 'common']);
  usePageMeta('landing');
  // The translations list the 16 types in the order of QR_TYPE_IDS (checked by the i18n tests), which
  // keeps the QR content library out of the landing page's JavaScript.
  const types = Object.keys(t('common:qrTypes', { returnObjects: true }) as Record<string, unknown>);
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{t('landing.hero.title')}</h1>
        <p className="hero__text">{t('landing.hero.text')}</p>
        <div className="actions">
          <Link className="button button--primary button--large" to="/signup">
            {t('landing.hero.cta')}
          </Link>
          <Link className="button button--large" to="/pricing">
            {t('landing.hero.secondary')}
          </Link>
        </div>
      </section>

      <section className="section" aria-labelledby="types-title">
        <h2 id="types-title">{t('landing.types.title')}</h2>
        <p className="muted">{t('landing.types.intro')}</p>
        <ul className="type-grid">
          {types.map((type) => (
            <li className="card type-card" key={type}>
              <h3>{t(`common:qrTypes.${type}.label`)}</h3>
              <p>{t(`common:qrTypes.${type}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="why-title">
        <h2 id="why-title">{t('landing.why.title')}</h2>
        <ul className="reason-grid">
          {REASONS.map((reason) => (
            <li className="reason" key={reason}>
              <h3>{t(`landing.why.${reason}.title`)}</h3>
              <p>{t(`landing.why.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('landing.faq.title')}</h2>
        <FaqList items={FAQ_ITEMS.slice(0, 3)} headingLevel={3} />
        <p>
          <Link to="/faq">{t('landing.faq.more')}</Link>
        </p>
      </section>

      <section className="section final-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('landing.cta.title')}</h2>
        <p>{t('landing.cta.text')}</p>
        <Link className="button button--light button--large" to="/signup">
          {t('landing.cta.button')}
        </Link>
      </section>
    </div>
  );
}
