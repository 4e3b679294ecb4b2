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
import { FormField } from '@liveqr/web/ui';
import { FormMessage } from './account-fields';

type Message = { text: string; success: boolean };

/** Change password: the current password is required; the server signs out the other sessions and mails the owner. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>();
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const owner = { firstName: user?.firstName, lastName: user?.lastName, email: user?.email };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const problem = await newPasswordProblemOf(form.next, form.confirm, owner).catch(() => undefined);
    if (problem) {
      setMessage({ text: t(NEW_PASSWORD_PROBLEM_KEYS[problem]), success: false });
      setBusy(false);
      return;
    }
    try {
      await authApi.changePassword(form.current, form.next, form.confirm);
      setForm({ current: '', next: '', confirm: '' });
      setMessage({ text: t('changePassword.done'), success: true });
    } catch (error) {
      const passwordKey = passwordErrorKey(error);
      const text = passwordKey ? t(passwordKey) : apiErrorText(t, error, t('changePassword.failed'));
      setMessage({ text, success: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <FormMessage message={message} />
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
      <PasswordStrengthMeter
        id="new-password-strength"
        password={form.next}
        owner={owner}
        shownError={message && !message.success ? message.text : undefined}
      />
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
