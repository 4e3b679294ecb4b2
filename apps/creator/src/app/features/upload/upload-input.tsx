import { apiErrorText } from '@liveqr/web/api-client';
import type { FieldDefinition } from '@liveqr/qr-content';
import { formatFileSize, useTranslation } from '@liveqr/web/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { qrApi, type UploadKind } from '../../api/qr-api';

export interface UploadInputProps {
  field: FieldDefinition;
  label: string;
  onUploaded(url: string): void;
}

/** Spec §9: the upload message is cleared 2 s after completion. */
const DONE_MESSAGE_MS = 2000;

function uploadKind(accept = ''): UploadKind {
  if (accept.startsWith('image')) return 'image';
  if (accept.startsWith('video')) return 'video';
  if (accept.startsWith('audio')) return 'audio';
  return 'document';
}

type UploadState =
  | { state: 'idle'; cancelled?: boolean }
  | { state: 'uploading'; file: File; loaded: number }
  | { state: 'done' }
  | { state: 'error'; file: File; message: string };

/**
 * A file picker that streams the file to /api/uploads and hands back its public URL, showing how much
 * is sent; the upload can be cancelled, and a failed one sent again. The server keeps nothing of an
 * upload that did not finish, so neither leaves a file counted against the account's storage.
 */
export function UploadInput({ field, label, onUploaded }: UploadInputProps) {
  const { t, i18n } = useTranslation('creator');
  const id = useId();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const inFlight = useRef<AbortController | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const cancelled = upload.state === 'idle' && upload.cancelled;

  useEffect(() => {
    if (upload.state !== 'done') return undefined;
    const timer = setTimeout(() => setUpload({ state: 'idle' }), DONE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [upload.state]);

  // The Cancel button is gone: keyboard focus goes back to the picker, to choose the file again.
  useEffect(() => {
    if (cancelled) input.current?.focus();
  }, [cancelled]);

  // Leaving the form stops an upload nobody would use.
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = async (file: File) => {
    const controller = new AbortController();
    inFlight.current = controller;
    setUpload({ state: 'uploading', file, loaded: 0 });
    // Once cancelled, whatever the request still reports is of no interest.
    const unlessCancelled = (next: UploadState) => {
      if (!controller.signal.aborted) setUpload(next);
    };
    try {
      const uploaded = await qrApi.upload(file, uploadKind(field.accept), {
        signal: controller.signal,
        onProgress: ({ loaded }) => unlessCancelled({ state: 'uploading', file, loaded }),
      });
      if (controller.signal.aborted) return;
      onUploaded(uploaded.url);
      setUpload({ state: 'done' });
    } catch (error) {
      unlessCancelled({
        state: 'error',
        file,
        message: t('upload.failed', { message: apiErrorText(t, error, t('upload.failedFallback')) }),
      });
    } finally {
      if (inFlight.current === controller) inFlight.current = undefined;
    }
  };

  const handleCancel = () => {
    inFlight.current?.abort();
    setUpload({ state: 'idle', cancelled: true });
  };

  const size = (bytes: number) => formatFileSize(bytes, i18n.language);
  const uploading = upload.state === 'uploading';

  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={field.accept}
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that picking the same file again (after a cancel) is a change too.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <p className="field-hint" role="status" aria-live="polite">
        {uploading && t('upload.uploading', { file: upload.file.name })}
        {upload.state === 'done' && t('upload.complete')}
        {cancelled && t('upload.cancelled')}
      </p>
      {uploading && (
        <div className="upload-progress">
          <progress
            max={upload.file.size}
            value={upload.loaded}
            aria-label={t('upload.uploading', { file: upload.file.name })}
          />
          <span className="upload-progress__figures">
            {t('upload.progress', {
              percent: upload.file.size ? Math.floor((upload.loaded / upload.file.size) * 100) : 100,
              loaded: size(upload.loaded),
              total: size(upload.file.size),
            })}
          </span>
          <button type="button" className="button" onClick={handleCancel}>
            {t('upload.cancel')}
          </button>
        </div>
      )}
      {upload.state === 'error' && (
        <div className="upload-failure">
          <p className="field-error" role="alert">
            {upload.message}
          </p>
          <button type="button" className="button" onClick={() => void send(upload.file)}>
            {t('upload.retry')}
          </button>
        </div>
      )}
      <p className="upload-divider" aria-hidden="true">
        {t('upload.or')}
      </p>
    </div>
  );
}
