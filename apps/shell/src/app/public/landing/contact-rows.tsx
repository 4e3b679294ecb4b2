import { useTranslation } from '@liveqr/web/i18n';
import { InfoRow } from './landing-frame';
import { withScheme } from './public-code';

export type ContactField = 'phone' | 'email' | 'company' | 'website' | 'address';

export interface ContactRowsProps {
  values: Partial<Record<ContactField, string>>;
  /** The rows in the order the page's spec lists them; empty values show no row. */
  order: ContactField[];
}

/** The contact rows the vCard and business pages share: phone and e-mail as links, website in a new tab. */
export function ContactRows({ values, order }: ContactRowsProps) {
  const { t } = useTranslation('public');
  return order.map((field) => {
    const value = values[field];
    if (!value) return null;
    return (
      <InfoRow key={field} label={t(`scanPages.vcard.${field}`)}>
        {field === 'phone' ? <a href={`tel:${value}`}>{value}</a> : null}
        {field === 'email' ? <a href={`mailto:${value}`}>{value}</a> : null}
        {field === 'website' ? (
          <a href={withScheme(value)} target="_blank" rel="noopener noreferrer">
            {value}
          </a>
        ) : null}
        {field === 'company' || field === 'address' ? value : null}
      </InfoRow>
    );
  });
}
