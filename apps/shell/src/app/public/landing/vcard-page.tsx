import { useTranslation } from '@liveqr/web/i18n';
import { ContactRows } from './contact-rows';
import { LandingFrame, usePublicCode } from './landing-frame';

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
          <ContactRows values={content} order={['phone', 'email', 'company', 'website', 'address']} />
          {/* The server builds the .vcf and names it (spec §9), so the download works without script too. */}
          <a className="button button--primary button--block" href={`/api/public/qr-codes/${id}/vcard`} download>
            {t('scanPages.vcard.saveToContacts')}
          </a>
        </>
      )}
    </LandingFrame>
  );
}
