import { type FormEvent, useState } from 'react';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { FormFailure, tooManyAttemptsMessage } from './auth-ui';

export interface SecondStepFormProps {
  /** The `ticket` of the MFA_REQUIRED answer (password or Google sign-in). */
  ticket: string;
  onSignedIn(): void;
  /** The ticket is spent or expired: back to the first step. */
  onRestart(): void;
}

/** Sign-in's second step: a code of the authenticator app, or a recovery code. */
export function SecondStepForm({ ticket, onSignedIn, onRestart }: SecondStepFormProps) {
  const { t } = useTranslation('auth');
  const { signInWithMfa } = useAuth();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [expired, setExpired] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(t('secondStep.codeRequired'));
    setBusy(true);
    setError('');
    try {
      await signInWithMfa(ticket, code.trim(), rememberDevice);
      onSignedIn();
    } catch (failure) {
      const throttled = failure instanceof ApiError && failure.code === 'TOO_MANY_SIGN_IN_ATTEMPTS';
      setExpired(failure instanceof ApiError && failure.code === 'MFA_TICKET_INVALID');
      setError(
        throttled
          ? tooManyAttemptsMessage(t, failure.retryAfterSeconds)
          : apiErrorText(t, failure, t('secondStep.failed')),
      );
      setBusy(false);
    }
  }

  function handleSwitch() {
    setRecovery((current) => !current);
    setCode('');
    setError('');
  }

  return (
    <form className="form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="second-step-title">
      <h2 id="second-step-title">{t('secondStep.title')}</h2>
      <p className="muted">{recovery ? t('secondStep.recoveryText') : t('secondStep.text')}</p>
      {expired ? null : (
        <>
          {recovery ? (
            <FormField
              id="recoveryCode"
              label={t('secondStep.recoveryLabel')}
              value={code}
              onChange={setCode}
              autoComplete="off"
              maxLength={32}
              error={error || undefined}
            />
          ) : (
            <FormField
              id="oneTimeCode"
              label={t('secondStep.codeLabel')}
              value={code}
              onChange={setCode}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={8}
              error={error || undefined}
            />
          )}
          <label className="auth-check">
            <input
              type="checkbox"
              name="rememberDevice"
              checked={rememberDevice}
              onChange={(event) => setRememberDevice(event.target.checked)}
            />
            {t('secondStep.rememberDevice')}
          </label>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? t('secondStep.submitting') : t('secondStep.submit')}
          </button>
          <button type="button" className="button" onClick={handleSwitch}>
            {recovery ? t('secondStep.useApp') : t('secondStep.useRecovery')}
          </button>
        </>
      )}
      {expired ? <FormFailure message={error} /> : null}
      <button type="button" className="button" onClick={onRestart}>
        {t('secondStep.back')}
      </button>
    </form>
  );
}
