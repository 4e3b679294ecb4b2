import { useTranslation } from '@liveqr/web/i18n';
import { InfoRow, LandingFrame, usePublicCode } from './landing-frame';
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
          {content.website ? (
            <InfoRow label={t('scanPages.vcard.website')}>
              <a href={withScheme(content.website)} target="_blank" rel="noopener noreferrer">
                {content.website}
              </a>
            </InfoRow>
          ) : null}
          {content.phone ? (
            <InfoRow label={t('scanPages.vcard.phone')}>
              <a href={`tel:${content.phone}`}>{content.phone}</a>
            </InfoRow>
          ) : null}
          {content.email ? (
            <InfoRow label={t('scanPages.vcard.email')}>
              <a href={`mailto:${content.email}`}>{content.email}</a>
            </InfoRow>
          ) : null}
          {content.address ? <InfoRow label={t('scanPages.vcard.address')}>{content.address}</InfoRow> : null}
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
