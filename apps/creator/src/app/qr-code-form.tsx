import {
  defaultName,
  isTrackable,
  trackingUnavailableReason,
  validateContent,
  type QrTypeId,
} from '@liveqr/qr-content';
import { validateCustomization, type QrCustomizationInput } from '@liveqr/qr-render';
import { useTranslation } from '@liveqr/web/i18n';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ContentFields, type ContentValues } from './content-fields';
import { CustomizationControls } from './customization-controls';
import { translateContentMessage } from './content-messages';
import { LivePreview } from './live-preview';
import type { QrCodeInput } from './qr-api';

/** The API's limit for a code's name. */
const MAX_NAME_LENGTH = 100;

export interface QrCodeFormValues {
  name: string;
  content: ContentValues;
  customization: QrCustomizationInput;
  isTracked: boolean;
}

export interface QrCodeFormProps {
  type: QrTypeId;
  initial: QrCodeFormValues;
  /** Set when editing: a tracked code's preview shows its real link. */
  slug?: string;
  id?: string;
  submitLabel: string;
  busyLabel: string;
  /** Shown above the buttons (the edit screen's re-print note). */
  notice?: ReactNode;
  /** Checked before the content (spec §5 order: subscription first). Returns a message to refuse. */
  precheck?: () => string | undefined;
  onBack(): void;
  backLabel: string;
  /** Saves; a thrown Error's message is shown in the banner. */
  onSubmit(input: QrCodeInput): Promise<void>;
}

/** Step 2 'Content' and the edit screen: name, the type's fields, tracking, customisation, preview. */
export function QrCodeForm(props: QrCodeFormProps) {
  const { type, initial, onSubmit } = props;
  const { t } = useTranslation('creator');
  const id = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const trackable = isTrackable(type);
  const set = (patch: Partial<QrCodeFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = props.precheck?.();
    if (refused) return setError(refused);
    const content = validateContent(type, values.content);
    if (!content.ok) return setError(translateContentMessage(content.message, t));
    const style = validateCustomization(values.customization);
    if (!style.ok) return setError(style.message);
    setError('');
    setBusy(true);
    try {
      await onSubmit({
        name: values.name.trim() || defaultName(type),
        content: content.content as unknown as ContentValues,
        customization: style.customization,
        isTracked: trackable && values.isTracked,
      });
    } catch (failure) {
      setError(translateContentMessage(failure instanceof Error ? failure.message : String(failure), t));
      setBusy(false);
    }
  };

  return (
    <div className="creator-step2">
      <form className="creator-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <h2>{t('step2.title')}</h2>
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{t('form.name')}</label>
          <input
            id={`${id}-name`}
            maxLength={MAX_NAME_LENGTH}
            placeholder={defaultName(type)}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </div>
        <ContentFields type={type} content={values.content} onChange={(content) => set({ content })} />
        <div className="form-field form-field--toggle">
          <input
            id={`${id}-tracking`}
            type="checkbox"
            role="switch"
            checked={trackable && values.isTracked}
            disabled={!trackable}
            aria-describedby={`${id}-tracking-hint`}
            onChange={(event) => set({ isTracked: event.target.checked })}
          />
          <label htmlFor={`${id}-tracking`}>{t('form.tracking')}</label>
          <p id={`${id}-tracking-hint`} className="field-hint">
            {trackable
              ? t('form.trackingHint')
              : t('form.wifiUntrackable', { defaultValue: trackingUnavailableReason(type) })}
          </p>
        </div>
        <CustomizationControls value={values.customization} onChange={(customization) => set({ customization })} />
        {props.notice}
        {error && (
          <p className="creator-error" role="alert">
            {error}
          </p>
        )}
        <div className="creator-actions">
          <button type="button" className="button" onClick={props.onBack}>
            {props.backLabel}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? props.busyLabel : props.submitLabel}
          </button>
        </div>
      </form>
      <LivePreview
        type={type}
        content={values.content}
        customization={values.customization}
        tracked={trackable && values.isTracked}
        slug={props.slug}
        id={props.id}
      />
    </div>
  );
}
