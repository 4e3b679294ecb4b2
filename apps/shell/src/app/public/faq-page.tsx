import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router-dom';
import { FAQ_ITEMS, FaqList } from './faq-list';
import { usePageMeta } from './use-page-meta';

export function FaqPage() {
  const { t } = useTranslation('public');
  usePageMeta('faq');
  return (
    <div className="page page--narrow">
      <h1>{t('faq.title')}</h1>
      <p className="muted">
        {t('faq.intro')} <Link to="/contact">{t('faq.contactLink')}</Link>
      </p>
      <FaqList items={FAQ_ITEMS} headingLevel={2} />
      <section className="card faq-more" aria-labelledby="faq-more-title">
        <h2 id="faq-more-title">{t('faq.more.title')}</h2>
        <p>{t('faq.more.text')}</p>
        <div className="actions">
          <Link className="button button--primary" to="/contact">
            {t('faq.more.contact')}
          </Link>
          <Link className="button" to="/signup">
            {t('faq.more.signup')}
          </Link>
          <Link className="button" to="/login">
            {t('faq.more.login')}
          </Link>
        </div>
        <p>
          <Link to="/">{t('faq.more.home')}</Link>
        </p>
      </section>
    </div>
  );
}
