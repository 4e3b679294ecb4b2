import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { renderSvg } from '@liveqr/qr-render';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { authApi } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { useCopy } from '../../ui/use-copy';
import { useResource } from '../../ui/use-resource';
import { FormFailure } from '../../ui/form-fields';
import { useGoogleSignIn } from './use-google-sign-in';

type Enrolment = { secret: string; otpauthUrl: string };

/** Which field a refusal belongs to, so its text shows there. */
const PASSWORD_ERRORS = new Set(['WRONG_CURRENT_PASSWORD']);

/**
 * "Two-factor authentication": turn on (QR code of the otpauth URL and the key as text, confirmed
 * with a code; the 10 recovery codes shown once to copy or download), turn off with password and code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('auth');
  const load = useCallback(() => authApi.twoFactorStatus(), []);
  const status = useResource(load);
  const google = useGoogleSignIn();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ code?: string; password?: string }>({});
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function refusal(failure: unknown, fallbackKey: string) {
    const text = apiErrorText(t, failure, t(fallbackKey));
    const onPassword = failure instanceof ApiError && PASSWORD_ERRORS.has(failure.code ?? '');
    const onCode = failure instanceof ApiError && failure.code === 'MFA_CODE_INVALID';
    if (onPassword) setFieldErrors({ password: text });
    else if (onCode) setFieldErrors({ code: text });
    else setError(text);
  }

  async function run(action: () => Promise<void>, fallbackKey: string) {
    setBusy(true);
    setError(undefined);
    setFieldErrors({});
    try {
      await action();
    } catch (failure) {
      refusal(failure, fallbackKey);
    } finally {
      setBusy(false);
    }
  }

  const handleStart = () =>
    run(async () => {
      setEnrolment(await authApi.startTwoFactor());
      setCode('');
    }, 'twoFactor.failed');

  function handleConfirm(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setFieldErrors({ code: t('secondStep.codeRequired') });
    void run(async () => {
      const confirmed = await authApi.confirmTwoFactor(code.trim());
      toast.success(t('twoFactor.turnedOn'));
      setRecoveryCodes(confirmed.recoveryCodes);
      setEnrolment(undefined);
      setCode('');
      status.retry();
    }, 'twoFactor.failed');
  }

  function handleTurnOff(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setFieldErrors({ code: t('secondStep.codeRequired') });
    void run(async () => {
      await authApi.turnOffTwoFactor(password, code.trim());
      setCode('');
      setPassword('');
      // A toast: the form that was filled in is gone, and with it the place a message would show.
      toast.success(t('twoFactor.turnedOff'));
      status.retry();
    }, 'twoFactor.failed');
  }

  const codeProps = {
    label: t('twoFactor.code'),
    value: code,
    onChange: setCode,
    autoComplete: 'one-time-code',
    maxLength: 32,
    error: fieldErrors.code,
  };

  return (
    <section className="card form two-factor" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('twoFactor.title')}</h2>
      <FormFailure text={error} />
      {status.status === 'failed' ? (
        <p className="form__failure" role="alert">
          {t('twoFactor.loadFailed')}{' '}
          <button type="button" className="button" onClick={status.retry}>
            {t('activity.retry')}
          </button>
        </p>
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} /> : null}
      {status.status === 'loaded' && !status.data.enabled && !enrolment ? (
        <>
          <p>{t('twoFactor.off')}</p>
          <div className="actions">
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void handleStart()}>
              {busy ? t('twoFactor.starting') : t('twoFactor.enable')}
            </button>
          </div>
        </>
      ) : null}
      {enrolment ? (
        <form onSubmit={handleConfirm} className="form" aria-label={t('twoFactor.setUp')}>
          <p>{t('twoFactor.scan')}</p>
          <OtpauthQr url={enrolment.otpauthUrl} label={t('twoFactor.qrAlt')} />
          <p>
            {t('twoFactor.secretLabel')} <code className="two-factor__secret">{enrolment.secret}</code>
          </p>
          <FormField id="twoFactorConfirmCode" inputMode="numeric" {...codeProps} />
          <div className="actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? t('twoFactor.confirming') : t('twoFactor.confirm')}
            </button>
            <button type="button" className="button" onClick={() => setEnrolment(undefined)}>
              {t('twoFactor.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {status.status === 'loaded' && status.data.enabled ? (
        <form onSubmit={handleTurnOff} className="form" aria-label={t('twoFactor.turnOff')}>
          <p>{t('twoFactor.on', { count: status.data.recoveryCodesLeft })}</p>
          <FormField
            id="twoFactorPassword"
            type="password"
            label={t('twoFactor.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            hint={google ? t('twoFactor.passwordHint') : undefined}
            error={fieldErrors.password}
          />
          <FormField id="twoFactorOffCode" hint={t('twoFactor.codeHint')} {...codeProps} />
          <div className="actions">
            <button type="submit" className="button button--danger" disabled={busy}>
              {busy ? t('twoFactor.turningOff') : t('twoFactor.turnOff')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/** The otpauth:// URL as a QR code, drawn by the same renderer as every LiveQR code. */
function OtpauthQr({ url, label }: { url: string; label: string }) {
  const source = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSvg(url))}`, [url]);
  return <img className="two-factor__qr" src={source} alt={label} width={200} height={200} />;
}

/** The recovery codes, shown this once, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('auth');
  const text = `${codes.join('\n')}\n`;
  const download = useMemo(() => `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`, [text]);
  const { copied, copy } = useCopy(text);
  // They take the focus: saving them is what to do next, and the form that was filled in is gone.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);

  return (
    <div ref={box} className="developer__secret" role="status" tabIndex={-1}>
      <p>
        <strong>{t('twoFactor.codesTitle')}</strong> {t('twoFactor.codesText')}
      </p>
      <ul className="two-factor__codes" aria-label={t('twoFactor.codesTitle')}>
        {codes.map((recoveryCode) => (
          <li key={recoveryCode}>
            <code>{recoveryCode}</code>
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {copied ? t('developer.copied') : t('developer.copy')}
        </button>
        <a className="button" href={download} download="liveqr-recovery-codes.txt">
          {t('twoFactor.download')}
        </a>
        <button type="button" className="button" onClick={onDone}>
          {t('twoFactor.done')}
        </button>
      </div>
    </div>
  );
}
