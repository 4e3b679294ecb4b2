import { isQrType } from '@liveqr/qr-content/types';
import { useWorkspace } from '@liveqr/web/auth';
import { ApplyBrandKit, type BrandKit, DownloadMenu, useCodeImage } from '@liveqr/web/designer/code-actions';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { QrCodeSummary } from '../../api/qr-codes-api';
import { ShortLink } from '../../ui/short-link';
import { AppealPanel } from './appeal-panel';
import { expiredBy } from './code-status';

export interface QrCodeCardProps {
  code: QrCodeSummary;
  /** The account's brand kits, any of which one click applies to this code. */
  brandKits: readonly BrandKit[];
  /** The list shows the change at once and rolls it back if the server refuses. */
  onSetActive(code: QrCodeSummary, active: boolean): void;
  onDelete(code: QrCodeSummary): void;
  /** Just made in the creator: marked, scrolled to and focused once, so a phone need not look for it. */
  justCreated?: boolean;
}

/**
 * One code on My QR Codes: the spec's card, with the download menu (every format and size), a
 * brand kit applied in one click, Edit and Delete; a viewer sees its state and downloads it only.
 */
export function QrCodeCard({ code, brandKits, onSetActive, onDelete, justCreated = false }: QrCodeCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const editor = useWorkspace().can('editor');
  const id = useId();
  const [imageFailed, setImageFailed] = useState(false);
  const image = useCodeImage(code, 'svg', 200);
  const [confirming, setConfirming] = useState(false);
  const name = code.name || t('card.unnamed');
  const created = new Date(code.createdAt);
  const expired = expiredBy(code);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!justCreated) return;
    // Centred: the toast that confirms it sits at the top of the screen.
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [justCreated]);
  return (
    <li
      ref={card}
      className={`qr-card${justCreated ? ' qr-card--new' : ''}`}
      aria-labelledby={`${id}-name`}
      tabIndex={justCreated ? -1 : undefined}
    >
      <div className="qr-card__image">
        {imageFailed || image.failed ? (
          <span className="qr-card__placeholder" aria-hidden="true">
            ▦
          </span>
        ) : (
          <img
            src={image.src}
            alt={t('card.imageAlt', { name })}
            width={160}
            height={160}
            loading="lazy"
            onError={() => setImageFailed(true)}
          />
        )}
      </div>
      {justCreated && <p className="qr-card__new">{t('card.new')}</p>}
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
        <p className="qr-card__scans">{t('card.scans', { count: code.scanCount })}</p>
      )}
      {code.suspended &&
        (editor ? <AppealPanel code={{ id: code.id, name }} /> : <p role="note">{t('appeal.disabled')}</p>)}
      {expired && (
        <p className="qr-card__expired" role="note">
          <span className="qr-card__badge">{t('card.expired')}</span>{' '}
          {expired === 'date' && code.expiry?.at
            ? t('card.expiredOn', {
                date: new Date(code.expiry.at).toLocaleString(currentLanguage(i18n.language), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })
            : t('card.scanLimitReached', { count: code.expiry?.scanLimit ?? code.limitedScanCount })}{' '}
          {editor && (
            <Link to={`/qr-codes/${code.id}/edit`} aria-label={t('card.extendNamed', { name })}>
              {t('card.extend')}
            </Link>
          )}
        </p>
      )}
      {code.shortUrl && <ShortLink url={code.shortUrl} name={name} />}
      {!imageFailed && !image.failed && <DownloadMenu code={{ id: code.id, name }} />}
      {editor && <ApplyBrandKit code={{ id: code.id, name }} kits={brandKits} onDesignChanged={image.refresh} />}
      <div className="qr-card__actions">
        {editor ? (
          <button
            type="button"
            className={`button qr-card__status${code.isActive ? ' qr-card__status--active' : ''}`}
            role="switch"
            aria-checked={code.isActive}
            // Named by what it shows, then whose it is: "Active Spring poster".
            id={`${id}-status`}
            aria-labelledby={`${id}-status ${id}-name`}
            onClick={() => onSetActive(code, !code.isActive)}
          >
            {code.isActive ? t('card.active') : t('card.inactive')}
          </button>
        ) : (
          <span className={`qr-card__state${code.isActive ? ' qr-card__state--active' : ''}`}>
            {code.isActive ? t('card.active') : t('card.inactive')}
          </span>
        )}
        {code.isTracked && (
          <Link className="button" to={`/analytics/${code.id}`}>
            {t('card.viewDetails')}
          </Link>
        )}
        {editor && (
          <Link className="button" to={`/qr-codes/${code.id}/edit`} aria-label={t('card.editNamed', { name })}>
            {t('card.edit')}
          </Link>
        )}
        {!editor ? null : confirming ? (
          <span className="qr-card__confirm" role="group" aria-label={t('card.confirmDelete', { name })}>
            <span>{t('card.confirmDelete', { name })}</span>
            <button type="button" className="button button--danger" onClick={() => onDelete(code)}>
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
