import { isTrackable, RULE_PROBLEMS, type RuleProblem, validateContent, type QrTypeId } from '@liveqr/qr-content';
import { type QrCustomizationInput, validateCustomization } from '@liveqr/qr-render';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { BrandKits, DESIGN_LIMITS, DesignPanel, designRefusalOf, useDesignCheck } from '@liveqr/web/designer';
import { useTranslation } from '@liveqr/web/i18n';
import { useDebounced } from '@liveqr/web/ui';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { codePayload } from '../design/code-payload';
import { contentControls, ContentFields, type ContentValues } from '../content/content-fields';
import { isContentMessage, translateContentMessage } from '../content/content-messages';
import { LivePreview } from '../design/live-preview';
import type { QrCodeInput } from '../../api/qr-api';
import { rulesControls, rulesInput, RulesPanel, type RulesValues } from '../rules/rules-panel';
import { UtmBuilder } from '../content/utm-builder';
import { controlOfField, type FieldProblem } from './problem-control';
import type { CodeDomain } from './use-code-domains';

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

/**
 * Something the form refuses: at its control when it names a value the form shows (`field`, the value's
 * place in the request, as qr-content's checks and the API's 400 name it), else in the action bar.
 */
interface Problem {
  message: string;
  field?: string;
}

export interface QrCodeFormValues {
  name: string;
  content: ContentValues;
  customization: QrCustomizationInput;
  isTracked: boolean;
  rules: RulesValues;
  /** The custom domain a new code is made on; null: LiveQR's own host (see `domains`). */
  domainId?: string | null;
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
  /** Step 2 replaces the type picker, whose button had focus: the form's heading takes it. */
  focusOnOpen?: boolean;
  /**
   * The custom domains a new code may be made on: with any, a tracked code offers them (its short
   * link, printed, never changes). Without them the server gives it the workspace's default.
   */
  domains?: readonly CodeDomain[];
  /** Set when editing: the custom domain the code was made on (null: LiveQR's host), which its preview shows. */
  savedDomain?: string | null;
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
  // What a code left unnamed is called, in the reader's language: shown as the placeholder, saved as the name.
  const defaultName = t('form.defaultName', { type: t(`types.${type}.label`) });
  const id = useId();
  const [values, setValues] = useState(initial);
  // What the form started with: the page may pass an equal but new `initial` on each render.
  const [original] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverRefusal, setServerRefusal] = useState<{ values: QrCodeFormValues; problem: Problem }>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const trackable = isTrackable(type);
  const tracked = trackable && values.isTracked;
  const set = (patch: Partial<QrCodeFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const utmField = UTM_URL_FIELDS[type];
  const choosesDomain = tracked && (props.domains?.length ?? 0) > 0;
  const domainId = choosesDomain ? (values.domainId ?? null) : undefined;
  const domain = props.savedDomain ?? props.domains?.find((option) => option.id === domainId)?.hostname ?? null;
  // The choice goes with the check and the save only when offered: else the server's default applies.
  const domainInput = domainId === undefined ? {} : { domainId };

  // Debounced per piece: each keeps its identity until the user changes it, so the check re-runs only then.
  const content = useDebounced(values.content, DEBOUNCE_MS);
  const customization = useDebounced(values.customization, DEBOUNCE_MS);
  const code = useMemo(
    () => codePayload({ type, content, tracked, slug, id: codeId, domain }),
    [type, content, tracked, slug, codeId, domain],
  );
  const request = useMemo(
    () => ({
      type,
      content: code?.content ?? content,
      isTracked: tracked,
      customization,
      ...(codeId ? { qrCodeId: codeId } : {}),
      ...(domainId === undefined ? {} : { domainId }),
    }),
    [type, code, content, tracked, customization, codeId, domainId],
  );
  const check = useDesignCheck({ payload: code?.payload, request });
  const refusal =
    check.state === 'refused'
      ? apiErrorText(td, check.refusal, check.refusal.message, { values: DESIGN_LIMITS })
      : undefined;

  /** The form's own checks, in spec §5's order (subscription first): the first problem, or what to save. */
  const verdict = (): { problem: Problem } | { input: QrCodeInput } => {
    const refused = props.precheck?.();
    if (refused) return { problem: { message: refused } };
    const valid = validateContent(type, values.content);
    if (!valid.ok) return { problem: { message: translateContentMessage(valid.message, t), field: valid.field } };
    const style = validateCustomization(values.customization);
    if (!style.ok) return { problem: { message: apiErrorText(td, style, style.message, { values: DESIGN_LIMITS }) } };
    // Rules only work through the scan redirect: an untracked code keeps none.
    const rules = tracked
      ? rulesInput(values.rules, { creating: !codeId, hadPassword: props.hadPassword ?? false })
      : undefined;
    if (rules && !rules.ok) return { problem: { message: t(`rules.problems.${rules.problem}`), field: rules.field } };
    return {
      input: {
        name: values.name.trim() || defaultName,
        content: { ...valid.content },
        customization: style.customization,
        isTracked: tracked,
        ...(rules?.ok ? rules.input : {}),
        ...domainInput,
      },
    };
  };

  /** The server's refusal, in the words the form's own checks use, at the field the server names. */
  const failureProblem = (failure: unknown): Problem => {
    // A rule's refusal in the rules' words; a design's with its figures, at the design panel (its field is the design's).
    const ruleProblem = failure instanceof ApiError ? ruleProblemOf(failure.code) : undefined;
    const message = ruleProblem
      ? t(`rules.problems.${ruleProblem}`)
      : apiErrorText(t, failure, props.failureFallback, { values: DESIGN_LIMITS });
    if (!(failure instanceof ApiError) || designRefusalOf(failure)) return { message };
    const { field } = failure.body;
    // qr-content's fixed messages come under codes shared with other refusals: they are known by their English text.
    if (!ruleProblem && isContentMessage(failure.message))
      return { message: translateContentMessage(failure.message, t), field };
    return { message, field };
  };

  // Once Generate was pressed the checks follow every change, so an error goes as soon as it is fixed;
  // the server's refusal holds only for the values it was given.
  const live = attempted ? verdict() : undefined;
  const problem =
    serverRefusal?.values === values ? serverRefusal.problem : live && 'problem' in live ? live.problem : undefined;
  const control =
    problem?.field === undefined
      ? undefined
      : controlOfField(problem.field, [
          ...contentControls(type, values.content),
          ...(tracked ? rulesControls(values.rules) : []),
        ]);
  const fieldProblem: FieldProblem | undefined =
    problem && control ? { field: control, message: problem.message } : undefined;

  const { focusOnOpen } = props;
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);

  // Generate moves focus to the first field it refused, or a refused list item's Remove button (the bar's
  // alert speaks for the others).
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-refused]')?.focus();
  }, [focusRequest]);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = verdict();
    if ('problem' in result) return setFocusRequest((n) => n + 1);
    setBusy(true);
    try {
      await onSubmit(result.input);
    } catch (failure) {
      setServerRefusal({ values, problem: failureProblem(failure) });
      setBusy(false);
      setFocusRequest((n) => n + 1);
    }
  };

  const handleApplyKit = (kitDesign: QrCustomizationInput) => {
    const previous = values.customization;
    set({ customization: kitDesign });
    return () => set({ customization: previous });
  };

  return (
    <div className="creator-step2">
      <form
        ref={formRef}
        id={`${id}-form`}
        className="creator-form"
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
      >
        <h2 ref={headingRef} tabIndex={-1}>
          {t('step2.title')}
        </h2>
        {props.notice}
        <div className="form-field">
          <label htmlFor={`${id}-name`}>{t('form.name')}</label>
          <input
            id={`${id}-name`}
            maxLength={MAX_NAME_LENGTH}
            placeholder={defaultName}
            value={values.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        </div>
        <ContentFields
          type={type}
          content={values.content}
          error={fieldProblem}
          onChange={(next) => set({ content: next })}
        />
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
        {choosesDomain && (
          <div className="form-field">
            <label htmlFor={`${id}-domain`}>{t('form.domain')}</label>
            <select
              id={`${id}-domain`}
              value={domainId ?? ''}
              aria-describedby={`${id}-domain-hint`}
              onChange={(event) => set({ domainId: event.target.value || null })}
            >
              {props.domains?.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.hostname}
                </option>
              ))}
              <option value="">{t('form.liveqrDomain', { host: window.location.host })}</option>
            </select>
            <p id={`${id}-domain-hint`} className="field-hint">
              {t('form.domainHint')}
            </p>
          </div>
        )}
        {tracked && (
          <RulesPanel
            value={values.rules}
            onChange={(next) => set({ rules: next })}
            hadPassword={props.hadPassword ?? false}
            error={fieldProblem}
          />
        )}
        <DesignPanel
          value={values.customization}
          onChange={(next) => set({ customization: next })}
          check={check}
          brandKits={<BrandKits current={values.customization} onApply={(kit) => handleApplyKit(kit.customization)} />}
        />
      </form>
      {/*
        Between the form and the preview: a sticky bar only ever moves up over what comes before it, so on a
        phone it stays at the bottom of the screen along the form and never covers the preview below it.
      */}
      <div className="creator-actions">
        {problem && !fieldProblem && (
          <p className="creator-error" role="alert">
            {problem.message}
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
      <LivePreview payload={code?.payload} check={check} refusal={refusal} tracked={tracked} slug={slug}>
        {props.aside?.(values !== original)}
      </LivePreview>
    </div>
  );
}

/** The rule problem an API code stands for: the API's code is qr-content's problem in upper case. */
function ruleProblemOf(code: string | undefined): RuleProblem | undefined {
  return RULE_PROBLEMS.find((problem) => problem.toUpperCase() === code);
}
