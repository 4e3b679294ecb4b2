import {
  FINDER_FRAME_STYLES,
  MAX_CAPTION_LENGTH,
  MAX_LOGO_LENGTH,
  MODULE_PATTERNS,
  type QrCustomizationInput,
} from '@liveqr/qr-render';
import { useTranslation } from '@liveqr/web/i18n';
import { useId, useState } from 'react';

export interface CustomizationControlsProps {
  value: QrCustomizationInput;
  onChange(value: QrCustomizationInput): void;
}

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];

/** Colours, module and corner style, logo and frame caption; the preview shows every change. */
export function CustomizationControls({ value, onChange }: CustomizationControlsProps) {
  const { t } = useTranslation('creator');
  const id = useId();
  const [logoError, setLogoError] = useState('');
  const set = (patch: QrCustomizationInput) => onChange({ ...value, ...patch });
  const foreground = solidColour(value.foreground);

  const handleLogo = (file: File | undefined) => {
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) {
      setLogoError(t('customize.logoType'));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      // The same limit the server applies to the stored data URL.
      if (dataUrl.length > MAX_LOGO_LENGTH) {
        setLogoError(t('customize.logoTooLarge'));
        return;
      }
      setLogoError('');
      set({ logo: { image: dataUrl } });
    };
    reader.readAsDataURL(file);
  };

  return (
    <fieldset className="customize">
      <legend>{t('customize.title')}</legend>
      <div className="customize__row">
        <label htmlFor={`${id}-fg`}>{t('customize.foreground')}</label>
        <input
          id={`${id}-fg`}
          type="color"
          value={foreground}
          onChange={(e) => set({ foreground: { type: 'solid', colour: e.target.value } })}
        />
        <label htmlFor={`${id}-bg`}>{t('customize.background')}</label>
        <input
          id={`${id}-bg`}
          type="color"
          value={value.background ?? '#ffffff'}
          onChange={(e) => set({ background: e.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-module`}>{t('customize.moduleStyle')}</label>
        <select
          id={`${id}-module`}
          value={value.modulePattern}
          onChange={(e) => set({ modulePattern: e.target.value as QrCustomizationInput['modulePattern'] })}
        >
          {MODULE_PATTERNS.map((style) => (
            <option key={style} value={style}>
              {t(`customize.moduleStyles.${style}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-corner`}>{t('customize.cornerStyle')}</label>
        <select
          id={`${id}-corner`}
          value={value.finderFrame}
          onChange={(e) => set({ finderFrame: e.target.value as QrCustomizationInput['finderFrame'] })}
        >
          {FINDER_FRAME_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`customize.cornerStyles.${style}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-logo`}>{t('customize.logo')}</label>
        <input
          id={`${id}-logo`}
          type="file"
          accept={LOGO_TYPES.join(',')}
          onChange={(e) => handleLogo(e.target.files?.[0])}
        />
        {value.logo && (
          <button type="button" className="button button--ghost" onClick={() => set({ logo: undefined })}>
            {t('customize.removeLogo')}
          </button>
        )}
        {logoError && (
          <p className="field-error" role="alert">
            {logoError}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-caption`}>{t('customize.caption')}</label>
        <input
          id={`${id}-caption`}
          maxLength={MAX_CAPTION_LENGTH}
          placeholder={t('customize.captionPlaceholder')}
          value={value.frame?.caption ?? ''}
          onChange={(e) => set({ frame: e.target.value ? { ...value.frame, caption: e.target.value } : undefined })}
        />
      </div>
    </fieldset>
  );
}

/** The colour input shows a solid foreground; a gradient shows its first colour. */
function solidColour(fill: QrCustomizationInput['foreground']): string {
  if (fill === undefined) return '#000000';
  if (typeof fill === 'string') return fill;
  return fill.type === 'solid' ? fill.colour : (fill.stops[0]?.colour ?? '#000000');
}
