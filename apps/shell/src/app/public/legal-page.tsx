import { useTranslation } from '@liveqr/web/i18n';
import { Link } from 'react-router';
import { supportEmail } from './site-settings';
import { usePageMeta } from './use-page-meta';

/** Each legal page's sections, in order; texts under `<page>.sections.<section>` in `public`. */
const SECTIONS = {
  privacy: ['collected', 'use', 'security', 'rights', 'contact'],
  terms: ['acceptance', 'use', 'payments', 'ip', 'liability', 'changes', 'contact'],
} as const;

export interface LegalPageProps {
  page: keyof typeof SECTIONS;
}

/** /privacy and /terms: a title, the date, sections of paragraphs (blank-line separated) and lists. */
export function LegalPage({ page }: LegalPageProps) {
  const { t, i18n } = useTranslation(['public', 'common']);
  usePageMeta(page);
  const email = supportEmail();
  return (
    <article className="page page--narrow legal">
      <p>
        <Link to="/">{t('common:backToHome')}</Link>
      </p>
      <h1>{t(`${page}.title`)}</h1>
      <p className="muted">{t('legal.lastUpdated')}</p>
      {SECTIONS[page].map((section) => {
        const key = `${page}.sections.${section}`;
        const itemsKey = `${key}.items`;
        const items = i18n.exists(itemsKey, { ns: 'public' })
          ? Object.values(t(itemsKey, { returnObjects: true }) as Record<string, string>)
          : [];
        return (
          <section key={section} aria-labelledby={`${page}-${section}`}>
            <h2 id={`${page}-${section}`}>{t(`${key}.title`)}</h2>
            {t(`${key}.text`, { email })
              .split('\n\n')
              .map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            {items.length > 0 ? (
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        );
      })}
      {page === 'privacy' ? <p className="muted legal__attribution">{t('privacy.attribution')}</p> : null}
    </article>
  );
}
