import { type ApiFile, apiErrorText, saveFile } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import { type FormEvent, useId, useState } from 'react';
import { type CodesExportFormat, dataTransferApi, viewerTimeZone } from '../../api/data-transfer-api';
import { FormFailure, type RefusalPlaces, refusalOf, useRefusal } from '../../ui/form-fields';
import './data-transfer.css';

type Download = { state: 'idle' } | { state: 'busy' } | { state: 'done'; file: string };

/**
 * A download that says where it stands, for each export button; a refusal shows at the field it
 * concerns (`places`), else under the button.
 */
function useDownload<F extends string>(places: RefusalPlaces<F> = {}) {
  const { t } = useTranslation('dashboard');
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const refusal = useRefusal<F>();
  const start = async (fetchFile: () => Promise<ApiFile>, fallbackName: string) => {
    setDownload({ state: 'busy' });
    refusal.clear();
    try {
      const file = await fetchFile();
      const name = saveFile(file, fallbackName);
      setDownload({ state: 'done', file: name });
    } catch (error) {
      setDownload({ state: 'idle' });
      refusal.refuse(refusalOf(error, places, apiErrorText(t, error, t('transfer.exports.failed'))));
    }
  };
  return { download, start, refusal };
}

function DownloadStatus({ download, failure }: { download: Download; failure?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <p className="field-hint" role="status" aria-live="polite">
        {download.state === 'busy' && t('transfer.exports.preparing')}
        {download.state === 'done' && t('transfer.exports.downloaded', { file: download.file })}
      </p>
      <FormFailure text={failure} />
    </>
  );
}

/** My Account's exports: every code (CSV, JSON), every scan over chosen days (CSV), and "download my data" by mail. */
export function ExportSection() {
  const { t } = useTranslation('dashboard');
  return (
    <section className="card data-transfer__card" aria-labelledby="exports-title">
      <h2 id="exports-title">{t('transfer.exports.title')}</h2>
      <CodesExport />
      <ScansExport />
      <MyDataExport />
    </section>
  );
}

function CodesExport() {
  const { t } = useTranslation('dashboard');
  const { download, start, refusal } = useDownload();
  const handleExport = (format: CodesExportFormat) =>
    void start(() => dataTransferApi.exportCodes(format), `liveqr-codes.${format}`);
  return (
    <div className="data-transfer__report">
      <h3>{t('transfer.exports.codesTitle')}</h3>
      <p className="muted">{t('transfer.exports.codesHint')}</p>
      <div className="data-transfer__actions">
        <button
          type="button"
          className="button"
          disabled={download.state === 'busy'}
          onClick={() => handleExport('csv')}
        >
          {t('transfer.exports.codesCsv')}
        </button>
        <button
          type="button"
          className="button"
          disabled={download.state === 'busy'}
          onClick={() => handleExport('json')}
        >
          {t('transfer.exports.codesJson')}
        </button>
      </div>
      <DownloadStatus download={download} failure={refusal.failure} />
    </div>
  );
}

function ScansExport() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const fromId = `${id}-from`;
  const toId = `${id}-to`;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A range the server refuses is the end's to change, as the form's own check says; a malformed day is that day's.
  const { download, start, refusal } = useDownload({
    codes: { RANGE_ENDS_BEFORE_START: toId, RANGE_TOO_LONG: toId },
    fields: { from: fromId, to: toId },
  });
  const timeZone = viewerTimeZone();
  const backwards = from !== '' && to !== '' && to < from;
  const hintId = `${id}-hint`;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (backwards) return;
    const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    void start(() => dataTransferApi.exportScans(range, timeZone), 'liveqr-scans.csv');
  };

  return (
    <form className="data-transfer__report" onSubmit={handleSubmit} noValidate>
      <h3>{t('transfer.exports.scansTitle')}</h3>
      <p className="muted" id={hintId}>
        {t('transfer.exports.scansHint', { timeZone })}
      </p>
      <div className="data-transfer__row">
        <DayField
          id={fromId}
          label={t('transfer.exports.from')}
          value={from}
          max={to || undefined}
          hintId={hintId}
          error={refusal.errorOf(fromId)}
          onChange={(value) => {
            setFrom(value);
            refusal.changed(fromId);
          }}
        />
        <DayField
          id={toId}
          label={t('transfer.exports.to')}
          value={to}
          min={from || undefined}
          hintId={hintId}
          // Said as soon as the end goes before the start: nothing moves the focus to it.
          error={backwards ? t('transfer.errors.RANGE_ENDS_BEFORE_START') : refusal.errorOf(toId)}
          alert={backwards}
          onChange={(value) => {
            setTo(value);
            refusal.changed(toId);
          }}
        />
      </div>
      <div className="data-transfer__actions">
        <button type="submit" className="button" disabled={backwards || download.state === 'busy'}>
          {t('transfer.exports.scansCsv')}
        </button>
      </div>
      <DownloadStatus download={download} failure={refusal.failure} />
    </form>
  );
}

interface DayFieldProps {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  /** The form's hint, read with the field until there is an error to read instead. */
  hintId: string;
  error?: string;
  /** The error is announced at once (it came while typing, not from a refusal that focuses the field). */
  alert?: boolean;
  onChange(value: string): void;
}

/** One end of the scans' range: a day, with what is wrong with it below. */
function DayField({ id, label, value, min, max, hintId, error, alert, onChange }: DayFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="field-error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

function MyDataExport() {
  const { t } = useTranslation('dashboard');
  const [state, setState] = useState<'idle' | 'requesting' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();

  const handleRequest = async () => {
    setState('requesting');
    setFailure(undefined);
    try {
      await dataTransferApi.requestDataExport();
      setState('sent');
      toast.success(t('transfer.exports.myDataSent'));
    } catch (error) {
      setState('idle');
      setFailure(apiErrorText(t, error, t('transfer.exports.myDataFailed')));
    }
  };

  return (
    <div className="data-transfer__report">
      <h3>{t('transfer.exports.myDataTitle')}</h3>
      <p className="muted">{t('transfer.exports.myDataHint')}</p>
      <div className="data-transfer__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={state !== 'idle'}
          onClick={() => void handleRequest()}
        >
          {state === 'requesting' ? t('transfer.exports.myDataRequesting') : t('transfer.exports.myDataButton')}
        </button>
      </div>
      <FormFailure text={failure} />
    </div>
  );
}
