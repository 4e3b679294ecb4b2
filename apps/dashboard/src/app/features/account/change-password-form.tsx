import { ApiError, apiErrorText } from '@liveqr/web/api-client';
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

/** The form's controls, by id. */
type Field = 'currentPassword' | 'newPassword' | 'confirmNewPassword';

/** A refusal's text and, when it concerns one, its control: a mismatch is the confirmation's, any other the new password's. */
function passwordError(key: string, t: (key: string) => string): { text: string; field: Field } {
  return { text: t(key), field: key === NEW_PASSWORD_PROBLEM_KEYS.mismatch ? 'confirmNewPassword' : 'newPassword' };
}

/** Change password: the current password is required; the server signs out the other sessions and mails the owner. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; field?: Field }>();
  const fieldError = (field: Field) => (error?.field === field ? error.text : undefined);
  /** A change to the refused control takes its error away. */
  const set = (key: keyof typeof form, field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (error?.field === field) setError(undefined);
  };
  const refuse = (refusal: { text: string; field?: Field }) => {
    setError(refusal);
    if (refusal.field) document.getElementById(refusal.field)?.focus();
  };
  const owner = { firstName: user?.firstName, lastName: user?.lastName, email: user?.email };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const problem = await newPasswordProblemOf(form.next, form.confirm, owner).catch(() => undefined);
    if (problem) {
      refuse(passwordError(NEW_PASSWORD_PROBLEM_KEYS[problem], t));
      setBusy(false);
      return;
    }
    try {
      await authApi.changePassword(form.current, form.next, form.confirm);
      setForm({ current: '', next: '', confirm: '' });
      toast.success(t('changePassword.done'));
    } catch (failure) {
      const passwordKey = passwordErrorKey(failure);
      const wrongCurrent = failure instanceof ApiError && failure.code === 'WRONG_CURRENT_PASSWORD';
      refuse(
        passwordKey
          ? passwordError(passwordKey, t)
          : {
              text: apiErrorText(t, failure, t('changePassword.failed')),
              field: wrongCurrent ? 'currentPassword' : undefined,
            },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <FormFailure text={error && !error.field ? error.text : undefined} />
      <FormField
        id="currentPassword"
        type="password"
        label={t('changePassword.current')}
        value={form.current}
        onChange={set('current', 'currentPassword')}
        error={fieldError('currentPassword')}
        autoComplete="current-password"
      />
      <FormField
        id="newPassword"
        type="password"
        label={t('changePassword.new')}
        value={form.next}
        onChange={set('next', 'newPassword')}
        error={fieldError('newPassword')}
        autoComplete="new-password"
        describedBy="new-password-strength"
      />
      <PasswordStrengthMeter
        id="new-password-strength"
        password={form.next}
        owner={owner}
        shownError={fieldError('newPassword')}
      />
      <FormField
        id="confirmNewPassword"
        type="password"
        label={t('changePassword.confirm')}
        value={form.confirm}
        onChange={set('confirm', 'confirmNewPassword')}
        error={fieldError('confirmNewPassword')}
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
