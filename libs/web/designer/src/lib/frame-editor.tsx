import {
  CAPTION_POSITIONS,
  DEFAULT_CAPTION_POSITION,
  DEFAULT_FRAME_TEMPLATE,
  FRAME_TEMPLATES,
  type FrameTemplate,
  frameTemplateThumbnail,
  MAX_CAPTION_LENGTH,
  type QrCustomizationInput,
} from '@liveqr/qr-render';
import { useTranslation } from '@liveqr/web/i18n';
import { useId, useState } from 'react';
import { ColourInput } from './colour-input';
import type { FieldMessage } from './fill-editor';
import { OptionPicker } from './option-picker';

type FrameInput = NonNullable<QrCustomizationInput['frame']>;
type FrameChoice = 'none' | FrameTemplate;

const FRAME_CHOICES: readonly FrameChoice[] = ['none', ...FRAME_TEMPLATES];

/** "No frame": the stand-in code the frame thumbnails draw, without a frame. */
const NO_FRAME_THUMBNAIL =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25"><rect x="4" y="4" width="17" height="17" fill="currentColor" opacity="0.25"/></svg>';

export interface FrameEditorProps {
  value: QrCustomizationInput['frame'];
  onChange(frame: FrameInput | undefined): void;
  error?: FieldMessage;
}

/** A frame template with its caption above or below, in its own colour; "No frame" keeps the settings for later. */
export function FrameEditor({ value, onChange, error }: FrameEditorProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const [lastFrame, setLastFrame] = useState<FrameInput>(
    () => value ?? { caption: t('frame.defaultCaption'), captionPosition: DEFAULT_CAPTION_POSITION },
  );
  const set = (patch: Partial<FrameInput>) => {
    const frame = { ...lastFrame, ...value, ...patch };
    setLastFrame(frame);
    onChange(frame);
  };
  const handleTemplate = (choice: FrameChoice) => {
    if (choice === 'none') {
      if (value) setLastFrame(value);
      return onChange(undefined);
    }
    set({ template: choice });
  };
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  const otherError = error && !['frame.caption', 'frame.colour'].includes(error.field ?? '') ? error.text : undefined;

  return (
    <div className="frame-editor">
      <OptionPicker
        label={t('frame.template')}
        options={FRAME_CHOICES}
        value={value ? (value.template ?? DEFAULT_FRAME_TEMPLATE) : 'none'}
        onChange={handleTemplate}
        optionLabel={(choice) => (choice === 'none' ? t('frame.none') : t(`frame.templates.${choice}`))}
        thumbnail={(choice) => (choice === 'none' ? NO_FRAME_THUMBNAIL : frameTemplateThumbnail(choice))}
      />
      {value && (
        <>
          <div className="form-field">
            <label htmlFor={`${id}-caption`}>{t('frame.caption')}</label>
            <input
              id={`${id}-caption`}
              maxLength={MAX_CAPTION_LENGTH}
              value={value.caption}
              aria-invalid={fieldError('frame.caption') ? true : undefined}
              aria-describedby={`${id}-caption-count${fieldError('frame.caption') ? ` ${id}-caption-error` : ''}`}
              onChange={(event) => set({ caption: event.target.value })}
            />
            <p id={`${id}-caption-count`} className="field-hint">
              {t('frame.captionLength', { length: [...value.caption].length, maximum: MAX_CAPTION_LENGTH })}
            </p>
            {fieldError('frame.caption') && (
              <p id={`${id}-caption-error`} className="field-error">
                {fieldError('frame.caption')}
              </p>
            )}
          </div>
          <OptionPicker
            label={t('frame.position')}
            options={CAPTION_POSITIONS}
            value={value.captionPosition ?? DEFAULT_CAPTION_POSITION}
            onChange={(captionPosition) => set({ captionPosition })}
            optionLabel={(position) => t(`frame.positions.${position}`)}
          />
          <ColourInput
            label={t('frame.colour')}
            value={value.colour ?? ''}
            fallback="#000000"
            hint={t('frame.colourHint')}
            error={fieldError('frame.colour')}
            onChange={(colour) => set({ colour: colour || undefined })}
          />
        </>
      )}
      {otherError && <p className="field-error">{otherError}</p>}
    </div>
  );
}
