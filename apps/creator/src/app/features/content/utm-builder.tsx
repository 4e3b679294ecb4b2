import { normaliseUrl, UTM_FIELDS, type UtmParameters, utmOf, withUtm } from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { useId } from 'react';

export interface UtmBuilderProps {
  /** The destination as typed. */
  url: string;
  onChange(url: string): void;
}

/**
 * Campaign parameters (utm_source, …) on a URL destination: typed here, written into the URL
 * itself, and the final URL shown as scanners will open it.
 */
export function UtmBuilder({ url, onChange }: UtmBuilderProps) {
  const { t } = useTranslation('creator');
  const id = useId();
  const current = utmOf(normaliseUrl(url));
  const handleChange = (patch: UtmParameters) => onChange(withUtm(normaliseUrl(url), { ...current, ...patch }));
  const finalUrl = normaliseUrl(url);

  return (
    <details className="utm-builder">
      <summary>{t('utm.title')}</summary>
      <p className="field-hint">{t('utm.hint')}</p>
      <div className="rules-grid">
        {UTM_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={t(`utm.${field}`)}
            value={current[field] ?? ''}
            disabled={finalUrl === ''}
            onChange={(value) => handleChange({ [field]: value })}
          />
        ))}
      </div>
      <p className="utm-builder__final" aria-live="polite">
        <span>{t('utm.final')}</span> <output>{finalUrl || t('utm.noUrl')}</output>
      </p>
    </details>
  );
}
