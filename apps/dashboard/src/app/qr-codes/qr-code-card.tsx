import { isQrType } from '@liveqr/qr-content';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadFileName, IMAGE_FORMATS, qrCodesApi, type ImageFormat, type QrCodeSummary } from './qr-codes-api';

export interface QrCodeCardProps {
  code: QrCodeSummary;
  onChanged(code: QrCodeSummary): void;
  onDeleted(id: string): void;
}

/** One code on My QR Codes, exactly the spec's card plus the format choice, Edit and Delete. */
export function QrCodeCard({ code, onChanged, onDeleted }: QrCodeCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const [format, setFormat] = useState<ImageFormat>('png');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = code.name || t('card.unnamed');
  const created = new Date(code.createdAt);

  const handleDownload = async () => {
    try {
      const blob = await qrCodesApi.image(code, format);
      const url = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = downloadFileName(code.name, format);
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      window.alert(t('errors.download'));
    }
  };

  const handleToggle = async () => {
    setBusy(true);
    try {
      onChanged(await qrCodesApi.toggle(code.id));
    } catch {
      window.alert(t('errors.toggle'));
    } finally {
      setBusy(false);
    }
  };

  const handleDelete = async () => {
    setBusy(true);
    try {
      await qrCodesApi.remove(code.id);
      onDeleted(code.id);
    } catch {
      window.alert(t('errors.delete'));
      setBusy(false);
    }
  };

  return (
    <li className="qr-card" aria-labelledby={`${id}-name`}>
      <div className="qr-card__image">
        {imageFailed ? (
          <span className="qr-card__placeholder" aria-hidden="true">
            ▦
          </span>
        ) : (
          <img
            src={`${code.imageUrl}?format=svg&size=200`}
            alt={t('card.imageAlt', { name })}
            width={160}
            height={160}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        )}
      </div>
      <h2 id={`${id}-name`} className="qr-card__name">
        {name}
      </h2>
      <p className="qr-card__type">{isQrType(code.type) ? t(`types.${code.type}`) : t('card.unknownType')}</p>
      <p className="qr-card__date">
        {t('card.created')}{' '}
        {Number.isNaN(created.getTime())
          ? t('card.unknownDate')
          : created.toLocaleDateString(currentLanguage(i18n.language))}
      </p>
      {code.isTracked && code.scanCount > 0 && (
        <p className="qr-card__scans">{t('card.scans', { n: code.scanCount })}</p>
      )}
      {code.suspended && (
        <p className="qr-card__suspended" role="note">
          {t('card.suspended')}
        </p>
      )}
      <div className="qr-card__actions">
        {!imageFailed && (
          <div className="qr-card__download">
            <label htmlFor={`${id}-format`} className="visually-hidden">
              {t('card.format')}
            </label>
            <select
              id={`${id}-format`}
              value={format}
              onChange={(event) => setFormat(event.target.value as ImageFormat)}
            >
              {IMAGE_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {value.toUpperCase()}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              aria-label={t('card.downloadNamed', { name })}
              onClick={() => void handleDownload()}
            >
              {t('card.download')}
            </button>
          </div>
        )}
        <button
          type="button"
          className={`button qr-card__status${code.isActive ? ' qr-card__status--active' : ''}`}
          role="switch"
          aria-checked={code.isActive}
          aria-label={t('card.statusOf', { name })}
          disabled={busy}
          onClick={() => void handleToggle()}
        >
          {code.isActive ? t('card.active') : t('card.inactive')}
        </button>
        {code.isTracked && (
          <Link className="button" to={`/analytics/${code.id}`}>
            {t('card.viewDetails')}
          </Link>
        )}
        <Link className="button" to={`/qr-codes/${code.id}/edit`} aria-label={t('card.editNamed', { name })}>
          {t('card.edit')}
        </Link>
        {confirming ? (
          <span className="qr-card__confirm" role="group" aria-label={t('card.confirmDelete', { name })}>
            <span>{t('card.confirmDelete', { name })}</span>
            <button type="button" className="button button--danger" disabled={busy} onClick={() => void handleDelete()}>
              {t('card.confirmYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('card.cancel')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button"
            aria-label={t('card.deleteNamed', { name })}
            onClick={() => setConfirming(true)}
          >
            {t('card.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
