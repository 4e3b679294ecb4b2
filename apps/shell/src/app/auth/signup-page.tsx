import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  NEW_PASSWORD_PROBLEM_KEYS,
  newPasswordProblemOf,
  passwordErrorKey,
  returnPath,
  useAuth,
} from '@liveqr/web/auth';
import { Trans, useTranslation } from '@liveqr/web/i18n';
import { usePageMeta } from '../public/use-page-meta';
import { FormField } from '@liveqr/web/ui';
import { EmailField, NewPasswordFields } from './auth-fields';
import { AuthCard, FormFailure, GoogleButton } from './auth-ui';

/**
 * /signup: 'Create Account'. The password rules run here (with a strength meter) and again on the
 * server. Success goes where sign-in would (the page that sent the visitor here, else /dashboard).
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  usePageMeta('signup');
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const problem = await newPasswordProblemOf(form.password, form.confirmPassword, form).catch(() => undefined);
    if (problem) {
      setError(t(NEW_PASSWORD_PROBLEM_KEYS[problem]));
      setBusy(false);
      return;
    }
    try {
      await signUp(form);
      void navigate(returnPath(location.state), { replace: true });
    } catch (failure) {
      const passwordKey = passwordErrorKey(failure);
      setError(passwordKey ? t(passwordKey) : apiErrorText(t, failure, t('signup.failed')));
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <form className="form" onSubmit={(event) => void handleSubmit(event)}>
        <FormFailure message={error} />
        <FormField
          id="firstName"
          label={t('fields.firstName')}
          value={form.firstName}
          onChange={set('firstName')}
          autoComplete="given-name"
          required
          maxLength={100}
        />
        <FormField
          id="lastName"
          label={t('fields.lastName')}
          value={form.lastName}
          onChange={set('lastName')}
          autoComplete="family-name"
          required
          maxLength={100}
        />
        <EmailField value={form.email} onChange={set('email')} />
        <NewPasswordFields
          label={t('fields.password')}
          password={form.password}
          onPasswordChange={set('password')}
          confirmPassword={form.confirmPassword}
          onConfirmPasswordChange={set('confirmPassword')}
          owner={form}
          shownError={error}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </button>
      </form>
      <GoogleButton />
      <p className="auth-links">
        {t('signup.haveAccount')}{' '}
        <Link to="/login" state={location.state}>
          {t('signup.signIn')}
        </Link>
      </p>
      <p className="muted auth-links">
        <Trans
          t={t}
          i18nKey="signup.agreement"
          components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }}
        />
      </p>
    </AuthCard>
  );
}
