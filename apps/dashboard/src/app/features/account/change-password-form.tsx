import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import {
  authApi,
  NEW_PASSWORD_PROBLEM_KEYS,
  newPasswordProblemOf,
  passwordErrorKey,
  PasswordStrengthMeter,
  useAuth,
} from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { FormFailure } from './account-fields';

/** Change password: the current password is required; the server signs out the other sessions and mails the owner. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const owner = { firstName: user?.firstName, lastName: user?.lastName, email: user?.email };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const problem = await newPasswordProblemOf(form.next, form.confirm, owner).catch(() => undefined);
    if (problem) {
      setError(t(NEW_PASSWORD_PROBLEM_KEYS[problem]));
      setBusy(false);
      return;
    }
    try {
      await authApi.changePassword(form.current, form.next, form.confirm);
      setForm({ current: '', next: '', confirm: '' });
      toast.success(t('changePassword.done'));
    } catch (failure) {
      const passwordKey = passwordErrorKey(failure);
      setError(passwordKey ? t(passwordKey) : apiErrorText(t, failure, t('changePassword.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <FormFailure text={error} />
      <FormField
        id="currentPassword"
        type="password"
        label={t('changePassword.current')}
        value={form.current}
        onChange={set('current')}
        autoComplete="current-password"
      />
      <FormField
        id="newPassword"
        type="password"
        label={t('changePassword.new')}
        value={form.next}
        onChange={set('next')}
        autoComplete="new-password"
        describedBy="new-password-strength"
      />
      <PasswordStrengthMeter id="new-password-strength" password={form.next} owner={owner} shownError={error} />
      <FormField
        id="confirmNewPassword"
        type="password"
        label={t('changePassword.confirm')}
        value={form.confirm}
        onChange={set('confirm')}
        autoComplete="new-password"
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('changePassword.submitting') : t('changePassword.submit')}
        </button>
      </div>
    </form>
  );
}
