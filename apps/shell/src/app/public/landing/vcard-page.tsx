import { useTranslation } from '@liveqr/web/i18n';
import { InfoRow, LandingFrame, usePublicCode } from './landing-frame';
import { withScheme } from './public-code';

/** /vcard/{id}: the contact card a scan lands on (spec §2). */
export function VcardPage() {
  const { t } = useTranslation('public');
  const { state } = usePublicCode('vcard');
  return (
    <LandingFrame
      type="vcard"
      state={state}
      title={({ content }) => [content.firstName, content.lastName].filter(Boolean).join(' ')}
      initials={({ content }) => `${content.firstName.charAt(0)}${content.lastName.charAt(0)}`.toUpperCase() || '?'}
    >
      {({ id, content }) => (
        <>
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
          {content.company ? <InfoRow label={t('scanPages.vcard.company')}>{content.company}</InfoRow> : null}
          {content.website ? (
            <InfoRow label={t('scanPages.vcard.website')}>
              <a href={withScheme(content.website)} target="_blank" rel="noopener noreferrer">
                {content.website}
              </a>
            </InfoRow>
          ) : null}
          {content.address ? <InfoRow label={t('scanPages.vcard.address')}>{content.address}</InfoRow> : null}
          {/* The server builds the .vcf and names it (spec §9), so the download works without script too. */}
          <a className="button button--primary button--block" href={`/api/public/qr-codes/${id}/vcard`} download>
            {t('scanPages.vcard.saveToContacts')}
          </a>
        </>
      )}
    </LandingFrame>
  );
}
