import { apiErrorText } from '@liveqr/web/api-client';
import type { FieldDefinition } from '@liveqr/qr-content';
import { useTranslation } from '@liveqr/web/i18n';
import { useEffect, useId, useState } from 'react';
import { qrApi, type UploadKind } from './qr-api';

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
  { state: 'idle' } | { state: 'uploading'; file: string } | { state: 'done' } | { state: 'error'; message: string };

/** A file picker that streams the file to /api/uploads and hands back its public URL. */
export function UploadInput({ field, label, onUploaded }: UploadInputProps) {
  const { t } = useTranslation('creator');
  const id = useId();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });

  useEffect(() => {
    if (upload.state !== 'done') return undefined;
    const timer = setTimeout(() => setUpload({ state: 'idle' }), DONE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [upload.state]);

  const handleFile = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ state: 'uploading', file: file.name });
    try {
      const uploaded = await qrApi.upload(file, uploadKind(field.accept));
      onUploaded(uploaded.url);
      setUpload({ state: 'done' });
    } catch (error) {
      setUpload({
        state: 'error',
        message: t('upload.failed', { message: apiErrorText(t, error, t('upload.failedFallback')) }),
      });
    }
  };

  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={field.accept}
        disabled={upload.state === 'uploading'}
        onChange={(event) => void handleFile(event.target.files?.[0])}
      />
      <p className="field-hint" role="status" aria-live="polite">
        {upload.state === 'uploading' && t('upload.uploading', { file: upload.file })}
        {upload.state === 'done' && t('upload.complete')}
      </p>
      {upload.state === 'error' && (
        <p className="field-error" role="alert">
          {upload.message}
        </p>
      )}
      <p className="upload-divider" aria-hidden="true">
        {t('upload.or')}
      </p>
    </div>
  );
}
