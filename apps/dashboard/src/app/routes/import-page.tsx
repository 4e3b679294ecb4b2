import { QR_TYPE_IDS, type QrTypeId } from '@liveqr/qr-content/types';
import { type ApiErrorCode, apiErrorText, saveFile } from '@liveqr/web/api-client';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { LoadingState, toast } from '@liveqr/web/ui';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import {
  type BackgroundJob,
  dataTransferApi,
  IMPORT_FILE_TYPES,
  type ImportDryRun,
  type ImportRowIssue,
} from '../api/data-transfer-api';
import { FormFailure, type RefusalPlaces, refusalOf, useRefusal } from '../ui/form-fields';
import { type JobStep, useJobPolling } from '../ui/use-job-polling';
import '../features/data-transfer/data-transfer.css';

/** How often a running import is asked where it stands. */
const POLL_MS = 1000;

/** The file input, where the refusals of the file as a whole show. */
const FILE = 'import-file';

/** What the server finds wrong with the whole file (its size, type or layout), before any row. */
const FILE_REFUSALS: ApiErrorCode[] = [
  'IMPORT_EMPTY',
  'IMPORT_FILE_TOO_LARGE',
  'IMPORT_MALFORMED_CSV',
  'IMPORT_MALFORMED_XLSX',
  'IMPORT_MISSING_TYPE_COLUMN',
  'IMPORT_TOO_MANY_COLUMNS',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_CELL_TOO_LONG',
  'IMPORT_INVALID_CHARACTERS',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
];
const REFUSAL_PLACES: RefusalPlaces<typeof FILE> = {
  codes: Object.fromEntries(FILE_REFUSALS.map((code) => [code, FILE])),
};

type ImportStep =
  | { kind: 'choosing' }
  | { kind: 'checking'; file: File }
  | { kind: 'refused' }
  | { kind: 'checked'; file: File; report: ImportDryRun }
  | { kind: 'starting'; file: File; report: ImportDryRun }
  | JobStep;

export interface ImportPageProps {
  /** Milliseconds between two looks at a running import. */
  pollMs?: number;
}

/** /dashboard/import: codes from a CSV or XLSX file — a template, a dry run with errors by line, then the import with progress. */
export function ImportPage({ pollMs = POLL_MS }: ImportPageProps) {
  const { t } = useTranslation('dashboard');
  const [step, setStep] = useState<ImportStep>({ kind: 'choosing' });
  const refusal = useRefusal<typeof FILE>();
  // A new key empties the file input when the reader starts over.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    document.title = `${t('transfer.import.title')} | LiveQR`;
  }, [t]);

  useJobPolling(step.kind === 'running' ? step : undefined, setStep, pollMs);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    refusal.clear();
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'checked', file, report: await dataTransferApi.dryRun(file) });
    } catch (error) {
      setStep({ kind: 'refused' });
      refusal.refuse(refusalOf(error, REFUSAL_PLACES, apiErrorText(t, error, t('transfer.import.checkFailed'))));
    }
  };

  const handleStart = async (file: File, report: ImportDryRun) => {
    refusal.clear();
    setStep({ kind: 'starting', file, report });
    try {
      setStep({ kind: 'running', job: await dataTransferApi.startImport(file), pollFailed: false });
      toast.success(t('transfer.import.started', { count: report.valid }));
    } catch (error) {
      // The file input takes the focus of a refusal about the file: it must be enabled again first.
      flushSync(() => setStep({ kind: 'checked', file, report }));
      refusal.refuse(refusalOf(error, REFUSAL_PLACES, apiErrorText(t, error, t('transfer.import.startFailed'))));
    }
  };

  const handleStartOver = () => {
    refusal.clear();
    setStep({ kind: 'choosing' });
    setAttempt((count) => count + 1);
  };

  const fileError = refusal.errorOf(FILE);

  const busy = step.kind === 'running' || step.kind === 'starting';
  return (
    <section className="data-transfer" aria-labelledby="import-title">
      <header className="page-header">
        <h1 id="import-title">{t('transfer.import.title')}</h1>
        <Link className="button" to="/dashboard">
          {t('transfer.import.back')}
        </Link>
      </header>
      <p className="muted">{t('transfer.import.intro')}</p>
      <TemplateCard />
      <div className="card data-transfer__card">
        <h2>{t('transfer.import.fileTitle')}</h2>
        <FormFailure text={refusal.failure} />
        <div className="form-field">
          <label htmlFor={FILE}>{t('transfer.import.fileLabel')}</label>
          <input
            key={attempt}
            id={FILE}
            type="file"
            accept={IMPORT_FILE_TYPES}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${FILE}-hint ${FILE}-error` : `${FILE}-hint`}
            disabled={busy || step.kind === 'finished'}
            onChange={(event) => void handleFile(event)}
          />
          <p id={`${FILE}-hint`} className="field-hint">
            {t('transfer.import.fileHint')}
          </p>
          {fileError && (
            <p id={`${FILE}-error`} className="field-error">
              {fileError}
            </p>
          )}
        </div>
        {step.kind === 'checking' && <LoadingState label={t('transfer.import.checking', { file: step.file.name })} />}
        {step.kind === 'refused' && (
          // The same file, fixed, is only read again from an emptied input.
          <div className="data-transfer__actions">
            <button type="button" className="button" onClick={handleStartOver}>
              {t('transfer.import.clear')}
            </button>
          </div>
        )}
        {(step.kind === 'checked' || step.kind === 'starting') && (
          <DryRunReport
            report={step.report}
            starting={step.kind === 'starting'}
            onStart={() => void handleStart(step.file, step.report)}
            onStartOver={handleStartOver}
          />
        )}
        {step.kind === 'running' && (
          <ImportProgress
            job={step.job}
            pollFailed={step.pollFailed}
            onRetry={() => setStep({ kind: 'running', job: step.job, pollFailed: false })}
          />
        )}
        {step.kind === 'finished' && <ImportOutcome job={step.job} onStartOver={handleStartOver} />}
      </div>
    </section>
  );
}

function TemplateCard() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [type, setType] = useState<QrTypeId>('website');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const handleDownload = async () => {
    setState('busy');
    try {
      const file = await dataTransferApi.template(type);
      saveFile(file, `liveqr-import-${type}.csv`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="card data-transfer__card">
      <h2>{t('transfer.import.templateTitle')}</h2>
      <p className="muted">{t('transfer.import.templateHint')}</p>
      <div className="data-transfer__row">
        <div className="form-field">
          <label htmlFor={`${id}-type`}>{t('transfer.import.templateType')}</label>
          <select id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as QrTypeId)}>
            {QR_TYPE_IDS.map((option) => (
              <option key={option} value={option}>
                {t(`types.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" disabled={state === 'busy'} onClick={() => void handleDownload()}>
          {t('transfer.import.templateDownload')}
        </button>
      </div>
      {state === 'failed' && (
        <p className="field-error" role="alert">
          {t('transfer.import.templateFailed')}
        </p>
      )}
    </div>
  );
}

interface DryRunReportProps {
  report: ImportDryRun;
  starting: boolean;
  onStart(): void;
  onStartOver(): void;
}

function DryRunReport({ report, starting, onStart, onStartOver }: DryRunReportProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="data-transfer__report">
      <p role="status">{t('transfer.import.summary', { count: report.rows, valid: report.valid })}</p>
      {report.errors.length > 0 && (
        <IssueTable
          title={t('transfer.import.errorsTitle')}
          hint={t('transfer.import.errorsHint')}
          issues={report.errors}
        />
      )}
      {report.warnings.length > 0 && <IssueTable title={t('transfer.import.warningsTitle')} issues={report.warnings} />}
      {report.valid === 0 && <p className="field-error">{t('transfer.import.nothingValid')}</p>}
      <div className="data-transfer__actions">
        {report.valid > 0 && (
          <button type="button" className="button button--primary" disabled={starting} onClick={onStart}>
            {starting ? t('transfer.import.starting') : t('transfer.import.start', { count: report.valid })}
          </button>
        )}
        <button type="button" className="button" disabled={starting} onClick={onStartOver}>
          {t('transfer.import.clear')}
        </button>
      </div>
    </div>
  );
}

function IssueTable({ title, hint, issues }: { title: string; hint?: string; issues: ImportRowIssue[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="data-transfer__issues">
      <h3>{title}</h3>
      {hint && <p className="muted">{hint}</p>}
      <div className="data-transfer__table-scroll">
        <table className="data-transfer__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('transfer.import.line')}</th>
              <th scope="col">{t('transfer.import.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {issues.map((issue) => (
              <tr key={`${issue.line}-${issue.code}`}>
                <td>{issue.line}</td>
                <td>{t(`transfer.rowErrors.${issue.code}`, { defaultValue: issue.message })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ImportProgress({ job, pollFailed, onRetry }: { job: BackgroundJob; pollFailed: boolean; onRetry(): void }) {
  const { t, i18n } = useTranslation('dashboard');
  const share = job.total > 0 ? job.processed / job.total : 0;
  const percent = new Intl.NumberFormat(currentLanguage(i18n.language), { style: 'percent' }).format(share);
  return (
    <div className="data-transfer__progress">
      <label htmlFor="import-progress">{t('transfer.import.progressLabel')}</label>
      <progress id="import-progress" max={job.total || 1} value={job.processed} />
      <p role="status" aria-live="polite">
        <strong>{percent}</strong> · {t('transfer.import.progress', { processed: job.processed, total: job.total })}
      </p>
      {pollFailed && (
        <div role="alert">
          <p>{t('transfer.import.progressFailed')}</p>
          <button type="button" className="button" onClick={onRetry}>
            {t('transfer.import.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

function ImportOutcome({ job, onStartOver }: { job: BackgroundJob; onStartOver(): void }) {
  const { t, i18n } = useTranslation('dashboard');
  const [resultFailed, setResultFailed] = useState(false);
  const percent = new Intl.NumberFormat(currentLanguage(i18n.language), { style: 'percent' }).format(1);

  const handleResult = async () => {
    setResultFailed(false);
    try {
      const file = await dataTransferApi.jobResult(job.id);
      saveFile(file, 'import-result.csv');
    } catch {
      setResultFailed(true);
    }
  };

  return (
    <div className="data-transfer__outcome">
      {job.status === 'failed' ? (
        <p role="alert" className="field-error">
          {t('transfer.import.failed')}
        </p>
      ) : (
        <>
          <label htmlFor="import-progress">{t('transfer.import.progressLabel')}</label>
          <progress id="import-progress" max={1} value={1} />
          <h3 role="status">
            {t('transfer.import.done')} · {percent}
          </h3>
          <p>{t('transfer.import.created', { count: job.processed - job.failed })}</p>
          {job.failed > 0 && <p className="field-error">{t('transfer.import.refused', { count: job.failed })}</p>}
        </>
      )}
      {resultFailed && (
        <p className="field-error" role="alert">
          {t('transfer.import.resultFailed')}
        </p>
      )}
      <div className="data-transfer__actions">
        {job.resultAvailable && (
          <button type="button" className="button button--primary" onClick={() => void handleResult()}>
            {t('transfer.import.downloadResult')}
          </button>
        )}
        <Link className="button" to="/dashboard">
          {t('transfer.import.viewCodes')}
        </Link>
        <button type="button" className="button" onClick={onStartOver}>
          {t('transfer.import.another')}
        </button>
      </div>
    </div>
  );
}
