import { type ApiFile, saveFile } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { type FormEvent, useId, useState } from 'react';
import {
  type CodesExportFormat,
  dataTransferApi,
  transferErrorText,
  viewerTimeZone,
} from '../../api/data-transfer-api';
import './data-transfer.css';

type Download =
  { state: 'idle' } | { state: 'busy' } | { state: 'done'; file: string } | { state: 'failed'; text: string };

/** A download that says where it stands, for each export button. */
function useDownload() {
  const { t } = useTranslation('dashboard');
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const start = async (fetchFile: () => Promise<ApiFile>, fallbackName: string) => {
    setDownload({ state: 'busy' });
    try {
      const file = await fetchFile();
      const name = saveFile(file, fallbackName);
      setDownload({ state: 'done', file: name });
    } catch (error) {
      setDownload({ state: 'failed', text: transferErrorText(t, error, 'transfer.exports.failed') });
    }
  };
  return { download, start };
}

function DownloadStatus({ download }: { download: Download }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <p className="field-hint" role="status" aria-live="polite">
        {download.state === 'busy' && t('transfer.exports.preparing')}
        {download.state === 'done' && t('transfer.exports.downloaded', { file: download.file })}
      </p>
      {download.state === 'failed' && (
        <p className="field-error" role="alert">
          {download.text}
        </p>
      )}
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
  const { download, start } = useDownload();
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
      <DownloadStatus download={download} />
    </div>
  );
}

function ScansExport() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { download, start } = useDownload();
  const timeZone = viewerTimeZone();
  const backwards = from !== '' && to !== '' && to < from;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (backwards) return;
    const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
    void start(() => dataTransferApi.exportScans(range, timeZone), 'liveqr-scans.csv');
  };

  return (
    <form className="data-transfer__report" onSubmit={handleSubmit} noValidate>
      <h3>{t('transfer.exports.scansTitle')}</h3>
      <p className="muted" id={`${id}-hint`}>
        {t('transfer.exports.scansHint', { timeZone })}
      </p>
      <div className="data-transfer__row">
        <div className="form-field">
          <label htmlFor={`${id}-from`}>{t('transfer.exports.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-to`}>{t('transfer.exports.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || undefined}
            aria-invalid={backwards}
            aria-describedby={backwards ? `${id}-backwards` : `${id}-hint`}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
      </div>
      {backwards && (
        <p id={`${id}-backwards`} className="field-error" role="alert">
          {t('transfer.errors.range_ends_before_start')}
        </p>
      )}
      <div className="data-transfer__actions">
        <button type="submit" className="button" disabled={backwards || download.state === 'busy'}>
          {t('transfer.exports.scansCsv')}
        </button>
      </div>
      <DownloadStatus download={download} />
    </form>
  );
}

function MyDataExport() {
  const { t } = useTranslation('dashboard');
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'requesting' } | { kind: 'sent' } | { kind: 'failed'; text: string }
  >({ kind: 'idle' });

  const handleRequest = async () => {
    setState({ kind: 'requesting' });
    try {
      await dataTransferApi.requestDataExport();
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', text: transferErrorText(t, error, 'transfer.exports.myDataFailed') });
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
          disabled={state.kind === 'requesting' || state.kind === 'sent'}
          onClick={() => void handleRequest()}
        >
          {state.kind === 'requesting' ? t('transfer.exports.myDataRequesting') : t('transfer.exports.myDataButton')}
        </button>
      </div>
      <p className="field-hint" role="status" aria-live="polite">
        {state.kind === 'sent' && t('transfer.exports.myDataSent')}
      </p>
      {state.kind === 'failed' && (
        <p className="field-error" role="alert">
          {state.text}
        </p>
      )}
    </div>
  );
}
