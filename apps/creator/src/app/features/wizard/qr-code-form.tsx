import {
  defaultName,
  isTrackable,
  RULE_PROBLEMS,
  type RuleProblem,
  validateContent,
  type QrTypeId,
} from '@liveqr/qr-content';
import { type QrCustomizationInput, validateCustomization } from '@liveqr/qr-render';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import {
  BrandKits,
  DESIGN_LIMITS,
  DesignPanel,
  designRefusalOf,
  refusalText,
  useDesignCheck,
} from '@liveqr/web/designer';
import { useTranslation } from '@liveqr/web/i18n';
import { useDebounced } from '@liveqr/web/ui';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { codePayload } from '../design/code-payload';
import { ContentFields, type ContentValues } from '../content/content-fields';
import { isContentMessage, translateContentMessage } from '../content/content-messages';
import { LivePreview } from '../design/live-preview';
import type { QrCodeInput } from '../../api/qr-api';
import { rulesInput, RulesPanel, type RulesValues } from '../rules/rules-panel';
import { UtmBuilder } from '../content/utm-builder';

/** The content field of each URL type that the UTM builder tags. */
const UTM_URL_FIELDS: Partial<Record<QrTypeId, string>> = {
  website: 'url',
  pdf: 'pdfUrl',
  video: 'videoUrl',
  menu: 'menuUrl',
  mp3: 'audioUrl',
};

/** The API's limit for a code's name. */
const MAX_NAME_LENGTH = 100;
/** The preview and the design check follow the form once typing pauses. */
const DEBOUNCE_MS = 300;

export interface QrCodeFormValues {
  name: string;
  content: ContentValues;
  customization: QrCustomizationInput;
  isTracked: boolean;
  rules: RulesValues;
}

export interface QrCodeFormProps {
  type: QrTypeId;
  initial: QrCodeFormValues;
  /** Set when editing: a tracked code's preview shows its real link. */
  slug?: string;
  id?: string;
  /** Editing a code with a password: leaving the field empty keeps it. */
  hadPassword?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Shown at the top of the form (the edit screen's re-print note, the default brand kit). */
  notice?: ReactNode;
  /** Shown under the preview (the edit screen's downloads); told whether the form differs from what was loaded. */
  aside?(changed: boolean): ReactNode;
  /** Checked before the content (spec §5 order: subscription first). Returns a message to refuse. */
  precheck?: () => string | undefined;
  onBack(): void;
  backLabel: string;
  /** Saves. An API refusal is shown translated; anything else shows `failureFallback`. */
  onSubmit(input: QrCodeInput): Promise<void>;
  failureFallback: string;
}

/** Step 2 'Content' and the edit screen: name, the type's fields, tracking, design, preview. */
export function QrCodeForm(props: QrCodeFormProps) {
  const { type, initial, onSubmit, slug, id: codeId } = props;
  const { t } = useTranslation('creator');
  const { t: td } = useTranslation('designer');
  const id = useId();
  const [values, setValues] = useState(initial);
  // What the form started with: the page may pass an equal but new `initial` on each render.
  const [original] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const trackable = isTrackable(type);
  const tracked = trackable && values.isTracked;
  const set = (patch: Partial<QrCodeFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const utmField = UTM_URL_FIELDS[type];

  // Debounced per piece: each keeps its identity until the user changes it, so the check re-runs only then.
  const content = useDebounced(values.content, DEBOUNCE_MS);
  const customization = useDebounced(values.customization, DEBOUNCE_MS);
  const code = useMemo(
    () => codePayload({ type, content, tracked, slug, id: codeId }),
    [type, content, tracked, slug, codeId],
  );
  const request = useMemo(
    () => ({
      type,
      content: code?.content ?? content,
      isTracked: tracked,
      customization,
      ...(codeId ? { qrCodeId: codeId } : {}),
    }),
    [type, code, content, tracked, customization, codeId],
  );
  const check = useDesignCheck({ payload: code?.payload, request });
  const refusal = check.state === 'refused' ? refusalText(td, check.refusal, DESIGN_LIMITS) : undefined;

  const failureText = (failure: unknown) => {
    const designRefusal = designRefusalOf(failure);
    if (designRefusal) return refusalText(td, designRefusal, DESIGN_LIMITS);
    if (failure instanceof ApiError && failure.code && isRuleProblem(failure.code))
      return t(`rules.problems.${failure.code}`);
    // The content rules' own message (the form's check says the same) reads as the form says it.
    if (failure instanceof ApiError && isContentMessage(failure.message))
      return translateContentMessage(failure.message, t);
    return apiErrorText(t, failure, props.failureFallback);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = props.precheck?.();
    if (refused) return setError(refused);
    const valid = validateContent(type, values.content);
    if (!valid.ok) return setError(translateContentMessage(valid.message, t));
    const style = validateCustomization(values.customization);
    if (!style.ok) return setError(refusalText(td, style, DESIGN_LIMITS));
    // Rules only work through the scan redirect: an untracked code keeps none.
    const rules = tracked
      ? rulesInput(values.rules, { creating: !codeId, hadPassword: props.hadPassword ?? false })
      : undefined;
    if (rules && !rules.ok) return setError(t(`rules.problems.${rules.problem}`));
    setError('');
    setBusy(true);
    try {
      await onSubmit({
        name: values.name.trim() || defaultName(type),
        content: valid.content as unknown as ContentValues,
        customization: style.customization,
        isTracked: tracked,
        ...(rules?.ok ? rules.input : {}),
      });
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  const handleApplyKit = (kitDesign: QrCustomizationInput) => {
    const previous = values.customization;
    set({ customization: kitDesign });
    return () => set({ customization: previous });
  };

  return (
    <div className="creator-step2">
      <form id={`${id}-form`} className="creator-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
        <h2>{t('step2.title')}</h2>
        {props.notice}
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
        <ContentFields type={type} content={values.content} onChange={(next) => set({ content: next })} />
        {utmField && (
          <UtmBuilder
            url={typeof values.content[utmField] === 'string' ? (values.content[utmField] as string) : ''}
            onChange={(url) => set({ content: { ...values.content, [utmField]: url } })}
          />
        )}
        <div className="form-field form-field--toggle">
          <input
            id={`${id}-tracking`}
            type="checkbox"
            role="switch"
            checked={tracked}
            disabled={!trackable}
            aria-describedby={`${id}-tracking-hint`}
            onChange={(event) => set({ isTracked: event.target.checked })}
          />
          <label htmlFor={`${id}-tracking`}>{t('form.tracking')}</label>
          <p id={`${id}-tracking-hint`} className="field-hint">
            {trackable ? t('form.trackingHint') : t('form.wifiUntrackable')}
          </p>
        </div>
        {tracked && (
          <RulesPanel
            value={values.rules}
            onChange={(next) => set({ rules: next })}
            hadPassword={props.hadPassword ?? false}
          />
        )}
        <DesignPanel
          value={values.customization}
          onChange={(next) => set({ customization: next })}
          check={check}
          brandKits={<BrandKits current={values.customization} onApply={(kit) => handleApplyKit(kit.customization)} />}
        />
      </form>
      <LivePreview payload={code?.payload} check={check} refusal={refusal} tracked={tracked} slug={slug}>
        {props.aside?.(values !== original)}
      </LivePreview>
      {/* After the preview, so on a phone it sticks to the bottom of the screen from the top of the page on. */}
      <div className="creator-actions">
        {error && (
          <p className="creator-error" role="alert">
            {error}
          </p>
        )}
        <p id={`${id}-check`} className="creator-actions__check" role="status" aria-live="polite">
          {refusal && td('check.blocked', { message: refusal })}
          {check.state === 'ok' && !check.pending && td('check.verified')}
        </p>
        <div className="creator-actions__buttons">
          <button type="button" className="button" onClick={props.onBack}>
            {props.backLabel}
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className="button button--primary"
            disabled={busy || check.state === 'refused'}
            aria-describedby={`${id}-check`}
          >
            {busy ? props.busyLabel : props.submitLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

function isRuleProblem(code: string): code is RuleProblem {
  return (RULE_PROBLEMS as readonly string[]).includes(code);
}
