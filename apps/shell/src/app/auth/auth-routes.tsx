import { Route } from 'react-router';
import { AuthCallbackPage } from './auth-callback-page';
import { AuthErrorPage } from './auth-error-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignupPage } from './signup-page';
import { VerifyEmailPage } from './verify-email-page';

/** Sign-in, sign-up and password screens (spec §2), and the verification link's page. */
export function authRoutes() {
  return (
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth/error" element={<AuthErrorPage />} />
      <Route path="/auth/callback" element={<AuthCallbackPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
    </>
  );
}
