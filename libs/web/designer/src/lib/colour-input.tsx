import { normaliseColour } from '@liveqr/qr-render';
import { useTranslation } from '@liveqr/web/i18n';
import { useId } from 'react';

export interface ColourInputProps {
  label: string;
  /** What the person typed: any CSS colour (the design check reads it), or '' when optional and unset. */
  value: string;
  onChange(value: string): void;
  /** The colour the swatch shows while the text is empty or not a colour. */
  fallback: string;
  /** A refusal about this colour, shown under it and read with it. */
  error?: string;
  hint?: string;
}

/**
 * A colour as people write it — `#1a237e`, `rgb(26 35 126)`, `navy` — with a swatch that opens
 * the system's colour picker. The text is kept as typed; the design check says when it is not a
 * colour, with the server's words.
 */
export function ColourInput({ label, value, onChange, fallback, error, hint }: ColourInputProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const swatch = normaliseColour(value)?.hex ?? fallback;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="colour-input">
      <label htmlFor={`${id}-text`}>{label}</label>
      <div className="colour-input__row">
        <input
          type="color"
          className="colour-input__swatch"
          aria-label={t('colour.pick', { label })}
          value={swatch}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={`${id}-text`}
          className="colour-input__text"
          value={value}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {/* The refusal first: right under the field, it is never hidden behind the action bar. */}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
