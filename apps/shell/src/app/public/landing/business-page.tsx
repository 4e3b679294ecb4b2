import { useTranslation } from '@liveqr/web/i18n';
import { ContactRows } from './contact-rows';
import { LandingFrame, usePublicCode } from './landing-frame';
import { withScheme } from './public-code';

/** /business/{id}: business information (spec §2). */
export function BusinessPage() {
  const { t } = useTranslation('public');
  const { state } = usePublicCode('business');
  return (
    <LandingFrame
      type="business"
      state={state}
      title={({ content }) => content.businessName}
      initials={(_code, heading) => heading.slice(0, 2).toUpperCase()}
    >
      {({ content }) => (
        <>
          <p className="muted">{t('scanPages.business.subtitle')}</p>
          <ContactRows values={content} order={['website', 'phone', 'email', 'address']} />
          {content.website ? (
            <a
              className="button button--primary button--block"
              href={withScheme(content.website)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('scanPages.business.visitWebsite')}
            </a>
          ) : null}
        </>
      )}
    </LandingFrame>
  );
}
