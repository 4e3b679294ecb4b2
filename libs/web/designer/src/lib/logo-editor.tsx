import {
  DEFAULT_LOGO_MARGIN,
  DEFAULT_LOGO_SIZE,
  MAX_LOGO_MARGIN,
  MAX_LOGO_SIZE,
  MIN_LOGO_SIZE,
  type QrCustomizationInput,
} from '@liveqr/qr-render';
import { percent } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { useId, useState } from 'react';
import type { FieldMessage } from './fill-editor';

type LogoInput = NonNullable<QrCustomizationInput['logo']>;

export interface LogoEditorProps {
  value: QrCustomizationInput['logo'];
  onChange(logo: LogoInput | undefined): void;
  /** The largest size the content allows (from checkDesign); undefined while unknown. */
  largest?: number;
  error?: FieldMessage;
}

/** What the file picker offers; the design check reads the bytes and says what it refuses. */
const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml';

/** Logo image, its size (bounded by the content's error-correction budget) and the clear margin around it. */
export function LogoEditor({ value, onChange, largest, error }: LogoEditorProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const [readFailed, setReadFailed] = useState(false);
  const size = value?.size ?? DEFAULT_LOGO_SIZE;
  const margin = value?.margin ?? DEFAULT_LOGO_MARGIN;
  // The slider stops at what the content allows, but never hides a size chosen before the content grew.
  const sliderMax = largest !== undefined && largest >= MIN_LOGO_SIZE ? Math.max(largest, size) : MAX_LOGO_SIZE;

  const handleFile = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      setReadFailed(false);
      onChange({ image: String(reader.result), size, margin });
    };
    reader.onerror = () => setReadFailed(true);
    reader.readAsDataURL(file);
  };

  return (
    <div className="logo-editor">
      <div className="form-field">
        <label htmlFor={`${id}-file`}>{t('logo.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={LOGO_ACCEPT}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
      </div>
      {readFailed && <p className="field-error">{t('logo.readFailed')}</p>}
      {value && (
        <>
          <div className="logo-editor__current">
            <img src={value.image} alt={t('logo.preview')} width={48} height={48} />
            <button type="button" className="button" onClick={() => onChange(undefined)}>
              {t('logo.remove')}
            </button>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-size`}>{t('logo.size')}</label>
            <input
              id={`${id}-size`}
              type="range"
              min={MIN_LOGO_SIZE * 100}
              max={Math.round(sliderMax * 100)}
              step={1}
              value={Math.round(size * 100)}
              aria-valuetext={t('logo.sizeValue', { percent: percent(size) })}
              onChange={(event) => onChange({ ...value, size: Number(event.target.value) / 100 })}
            />
            <p className="field-hint">
              {t('logo.sizeValue', { percent: percent(size) })}
              {largest !== undefined &&
                ` — ${largest >= MIN_LOGO_SIZE ? t('logo.largest', { percent: percent(largest) }) : t('logo.noRoom')}`}
            </p>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-margin`}>{t('logo.margin')}</label>
            <input
              id={`${id}-margin`}
              type="range"
              min={0}
              max={MAX_LOGO_MARGIN}
              step={1}
              value={margin}
              aria-valuetext={t('logo.marginValue', { count: margin })}
              onChange={(event) => onChange({ ...value, margin: Number(event.target.value) })}
            />
            <p className="field-hint">{t('logo.marginValue', { count: margin })}</p>
          </div>
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error.text}
        </p>
      )}
    </div>
  );
}
