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
import { FormFailure, type Refusal, type RefusalPlaces, refusalOf, useRefusal } from '../../ui/form-fields';

/** The form's controls, by id. */
type Field = 'currentPassword' | 'newPassword' | 'confirmNewPassword';

/** The server's refusals of the current password; those of the new one come from the password rules. */
const REFUSAL_PLACES: RefusalPlaces<Field> = { codes: { WRONG_CURRENT_PASSWORD: 'currentPassword' } };

/** A refusal's text and, when it concerns one, its control: a mismatch is the confirmation's, any other the new password's. */
function passwordError(key: string, t: (key: string) => string): Refusal<Field> {
  return { text: t(key), field: key === NEW_PASSWORD_PROBLEM_KEYS.mismatch ? 'confirmNewPassword' : 'newPassword' };
}

/** Change password: the current password is required; the server signs out the other sessions and mails the owner. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [form, setForm] = useState({ current: '', next: '', confirm: '' });
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<Field>();
  /** A change to the refused control takes its error away. */
  const set = (key: keyof typeof form, field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    refusal.changed(field);
  };
  const owner = { firstName: user?.firstName, lastName: user?.lastName, email: user?.email };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    refusal.clear();
    const problem = await newPasswordProblemOf(form.next, form.confirm, owner).catch(() => undefined);
    if (problem) {
      refusal.refuse(passwordError(NEW_PASSWORD_PROBLEM_KEYS[problem], t));
      setBusy(false);
      return;
    }
    try {
      await authApi.changePassword(form.current, form.next, form.confirm);
      setForm({ current: '', next: '', confirm: '' });
      toast.success(t('changePassword.done'));
    } catch (failure) {
      const passwordKey = passwordErrorKey(failure);
      refusal.refuse(
        passwordKey
          ? passwordError(passwordKey, t)
          : refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('changePassword.failed'))),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('changePassword.title')}</h2>
      <FormFailure text={refusal.failure} />
      <FormField
        id="currentPassword"
        type="password"
        label={t('changePassword.current')}
        value={form.current}
        onChange={set('current', 'currentPassword')}
        error={refusal.errorOf('currentPassword')}
        autoComplete="current-password"
      />
      <FormField
        id="newPassword"
        type="password"
        label={t('changePassword.new')}
        value={form.next}
        onChange={set('next', 'newPassword')}
        error={refusal.errorOf('newPassword')}
        autoComplete="new-password"
        describedBy="new-password-strength"
      />
      <PasswordStrengthMeter
        id="new-password-strength"
        password={form.next}
        owner={owner}
        shownError={refusal.errorOf('newPassword')}
      />
      <FormField
        id="confirmNewPassword"
        type="password"
        label={t('changePassword.confirm')}
        value={form.confirm}
        onChange={set('confirm', 'confirmNewPassword')}
        error={refusal.errorOf('confirmNewPassword')}
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
