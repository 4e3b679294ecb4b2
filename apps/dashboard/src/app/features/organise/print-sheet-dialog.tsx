import { apiErrorText, saveFile } from '@liveqr/web/api-client';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { modalKeyDown, useModal } from '@liveqr/web/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { type BackgroundJob, dataTransferApi } from '../../api/data-transfer-api';
import { organiseApi, type PrintSheetRequest } from '../../api/organise-api';
import { type JobStep, useJobPolling } from '../../ui/use-job-polling';

type Template = PrintSheetRequest['template'];
type Caption = PrintSheetRequest['caption'];
type ColourSpace = NonNullable<PrintSheetRequest['colourSpace']>;

/** Every value the API takes, in the order offered; the compiler keeps each list complete. */
const TEMPLATES = Object.keys({
  'avery-l7160': true,
  'avery-5160': true,
  'avery-l7121': true,
  'square-2in': true,
  'one-per-page': true,
  'table-tent': true,
} satisfies Record<Template, true>) as Template[];
const CAPTIONS = Object.keys({ name: true, 'short-link': true, none: true } satisfies Record<
  Caption,
  true
>) as Caption[];
const COLOUR_SPACES = Object.keys({ rgb: true, cmyk: true } satisfies Record<ColourSpace, true>) as ColourSpace[];

/** How often a running sheet is asked where it stands. */
const POLL_MS = 1000;

export interface PrintSheetDialogProps {
  /** Which codes: chosen ones by id, or a folder's. */
  codes: { codeIds: string[] } | { folderId: string };
  /** What the dialog is about ('3 codes', 'the folder Terrace'). */
  subject: string;
  onClose(): void;
  /** Milliseconds between two looks at a running sheet. */
  pollMs?: number;
}

type Step = { kind: 'choosing'; error?: string } | { kind: 'starting' } | JobStep;

/**
 * Print sheet: choose the template, caption and colours, then the PDF is made in the background with
 * its progress shown, and downloaded when done. A modal dialog: the page behind is inert, Tab stays
 * inside, Escape closes it and focus goes back to the button that opened it.
 */
export function PrintSheetDialog({ codes, subject, onClose, pollMs = POLL_MS }: PrintSheetDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [template, setTemplate] = useState<Template>('avery-l7160');
  const [caption, setCaption] = useState<Caption>('name');
  const [colourSpace, setColourSpace] = useState<ColourSpace>('rgb');
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');

  useModal(backdrop, () => dialog.current?.querySelector<HTMLElement>('select')?.focus());

  // The form goes when the sheet starts, the progress when it ends: keep focus inside the dialog.
  useEffect(() => {
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus();
  }, [step.kind]);

  useJobPolling(step.kind === 'running' ? step : undefined, setStep, pollMs);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStep({ kind: 'starting' });
    try {
      const job = await organiseApi.printSheet({ ...codes, template, caption, colourSpace });
      setStep({ kind: 'running', job, pollFailed: false });
    } catch (caught) {
      setStep({ kind: 'choosing', error: apiErrorText(t, caught, t('organise.errors.unknown')) });
    }
  };

  const handleDownload = async (job: BackgroundJob) => {
    setDownload('busy');
    try {
      saveFile(await dataTransferApi.jobResult(job.id), `qr-codes-${template}.pdf`);
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  const percent = (share: number) =>
    new Intl.NumberFormat(currentLanguage(i18n.language), { style: 'percent' }).format(share);
  const choosing = step.kind === 'choosing' || step.kind === 'starting';

  return createPortal(
    <div ref={backdrop} className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog print-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        onKeyDown={(event) => modalKeyDown(event, dialog.current, onClose)}
      >
        <h2 id={`${id}-title`} className="dialog__title">
          {t('organise.print.title')}
        </h2>
        <p className="muted">{subject}</p>
        {choosing && (
          <form className="print-sheet__form" onSubmit={(event) => void handleSubmit(event)}>
            <label>
              {t('organise.print.template')}
              <select value={template} onChange={(event) => setTemplate(event.target.value as Template)}>
                {TEMPLATES.map((option) => (
                  <option key={option} value={option}>
                    {t(`organise.print.templates.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('organise.print.caption')}
              <select value={caption} onChange={(event) => setCaption(event.target.value as Caption)}>
                {CAPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`organise.print.captions.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('organise.print.colourSpace')}
              <select value={colourSpace} onChange={(event) => setColourSpace(event.target.value as ColourSpace)}>
                {COLOUR_SPACES.map((option) => (
                  <option key={option} value={option}>
                    {t(`organise.print.colourSpaces.${option}`)}
                  </option>
                ))}
              </select>
            </label>
            {step.kind === 'choosing' && step.error && (
              <p className="field-error" role="alert">
                {step.error}
              </p>
            )}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                {t('organise.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={step.kind === 'starting'}>
                {step.kind === 'starting' ? t('organise.print.starting') : t('organise.print.start')}
              </button>
            </div>
          </form>
        )}
        {step.kind === 'running' && (
          <div className="print-sheet__progress">
            <label htmlFor={`${id}-progress`}>{t('organise.print.progressLabel')}</label>
            <progress id={`${id}-progress`} max={step.job.total || 1} value={step.job.processed} />
            <p role="status" aria-live="polite">
              <strong>{percent(step.job.total > 0 ? step.job.processed / step.job.total : 0)}</strong> ·{' '}
              {t('organise.print.progress', { processed: step.job.processed, total: step.job.total })}
            </p>
            {step.pollFailed && (
              <div role="alert">
                <p>{t('organise.print.progressFailed')}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => setStep({ kind: 'running', job: step.job, pollFailed: false })}
                >
                  {t('organise.print.retry')}
                </button>
              </div>
            )}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                {t('organise.print.close')}
              </button>
            </div>
          </div>
        )}
        {step.kind === 'finished' && (
          <div className="print-sheet__outcome">
            {step.job.status === 'failed' ? (
              <p className="field-error" role="alert">
                {t('organise.print.failed')}
              </p>
            ) : (
              <>
                <p role="status">
                  {t('organise.print.ready', { count: step.job.total - step.job.failed })}
                  {step.job.failed > 0 && ` ${t('organise.print.leftOff', { count: step.job.failed })}`}
                </p>
                {download === 'failed' && (
                  <p className="field-error" role="alert">
                    {t('organise.print.downloadFailed')}
                  </p>
                )}
              </>
            )}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                {t('organise.print.close')}
              </button>
              {step.job.status === 'succeeded' && (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={download === 'busy'}
                  onClick={() => void handleDownload(step.job)}
                >
                  {t('organise.print.download')}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
