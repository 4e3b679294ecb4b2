import { APPEAL_LIMITS } from '@liveqr/shared/contracts';
import { apiErrorText } from '@liveqr/web/api-client';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { type FormEvent, useId, useState } from 'react';
import { type AppealStanding, qrCodesApi } from '../../api/qr-codes-api';

export interface AppealPanelProps {
  code: { id: string; name: string };
}

/**
 * "Disabled after reports — Appeal" on a disabled code: opening it shows where an earlier appeal
 * stands, or a form for one (one open appeal at a time; the server decides).
 */
export function AppealPanel({ code }: AppealPanelProps) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const [standing, setStanding] = useState<AppealStanding | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(currentLanguage(i18n.language), { dateStyle: 'medium' });

  const handleOpen = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setStanding(await qrCodesApi.appealStanding(code.id));
    } catch (error) {
      setFailure(apiErrorText(t, error, t('appeal.failed')));
    }
    setBusy(false);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const appeal = await qrCodesApi.appeal(code.id, message);
      setStanding({ disabled: true, canAppeal: false, appeal });
    } catch (error) {
      setFailure(apiErrorText(t, error, t('appeal.failed')));
    }
    setBusy(false);
  };

  const appeal = standing?.appeal;
  return (
    <div className="qr-card__suspended" role="note">
      <p>
        {t('appeal.disabled')}{' '}
        {standing === null && (
          <button
            type="button"
            className="button"
            aria-label={t('appeal.openNamed', { name: code.name })}
            disabled={busy}
            onClick={() => void handleOpen()}
          >
            {t('appeal.open')}
          </button>
        )}
      </p>
      {failure && <p role="alert">{failure}</p>}
      {appeal?.status === 'open' && <p role="status">{t('appeal.waiting', { date: date(appeal.createdAt) })}</p>}
      {appeal?.status === 'upheld' && standing?.canAppeal && (
        <p>{t('appeal.upheld', { date: date(appeal.decidedAt ?? appeal.createdAt) })}</p>
      )}
      {standing?.canAppeal && (
        <form className="form" onSubmit={(event) => void handleSubmit(event)}>
          <label htmlFor={`${id}-message`}>{t('appeal.message')}</label>
          <textarea
            id={`${id}-message`}
            rows={4}
            required
            maxLength={APPEAL_LIMITS.message}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={busy || !message.trim()}>
            {t('appeal.send')}
          </button>
        </form>
      )}
    </div>
  );
}
