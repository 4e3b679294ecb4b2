import { SIGNED_IN_COOKIE } from '@liveqr/shared/contracts';
import { api, ApiError, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
export type SessionUser = Schemas['SessionUserDto'];
export type ProfileData = Schemas['ProfileResponseDto'];
export type AccountEvent = Schemas['AccountEventDto'];
export type SignUpInput = Omit<Schemas['SignUpRequestDto'], 'rememberMe'>;
export type ProfileChanges = Schemas['UpdateProfileRequestDto'];

/** What PUT /api/profile takes: everything but the read-only e-mail and timestamp. */
export function profileChanges(profile: ProfileData): ProfileChanges {
  const { firstName, lastName, phone, accountType, companyName, taxId, address, postalCode, country, language } =
    profile;
  return { firstName, lastName, phone, accountType, companyName, taxId, address, postalCode, country, language };
}

/** Whether the API marked this browser as holding a session (SIGNED_IN_COOKIE). */
function hasSignedInCookie(): boolean {
  return document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/** The identity API (`/api/auth`, `/api/profile`, `/api/account`), one function per call. */
export const authApi = {
  /**
   * The signed-in user, or null when there is no session (even after a refresh). Without the
   * signed-in cookie there is none to read, so a signed-out visitor's pages ask nothing.
   */
  async currentUser(): Promise<SessionUser | null> {
    if (!hasSignedInCookie()) return null;
    try {
      return (await bodyOf(api.GET('/api/auth/session'))).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  signIn: (email: string, password: string, rememberMe: boolean) =>
    bodyOf(api.POST('/api/auth/sign-in', { body: { email, password, rememberMe } })),
  /** The second step after MFA_REQUIRED: the ticket and a code of the authenticator app or a recovery code. */
  signInWithMfa: (ticket: string, code: string, rememberDevice: boolean) =>
    bodyOf(api.POST('/api/auth/sign-in/mfa', { body: { ticket, code, rememberDevice } })),
  signUp: (input: SignUpInput) => bodyOf(api.POST('/api/auth/sign-up', { body: input })),
  signOut: () => bodyOf(api.POST('/api/auth/sign-out')),
  /** Ends every session of the account, this one included. */
  signOutEverywhere: () => bodyOf(api.POST('/api/auth/sign-out-everywhere')),
  /** A new link to confirm the address (older ones stop working). */
  sendVerificationMail: () => bodyOf(api.POST('/api/auth/email/verification')),
  verifyEmail: (token: string) => bodyOf(api.POST('/api/auth/email/verify', { body: { token } })),
  /** Mails a link to the new address; the account's address changes when it is opened. */
  changeEmail: (newEmail: string, currentPassword: string) =>
    bodyOf(api.POST('/api/account/email', { body: { newEmail, currentPassword } })),
  activity: () => bodyOf(api.GET('/api/account/activity')),
  twoFactorStatus: () => bodyOf(api.GET('/api/account/mfa/totp')),
  /** A new pending authenticator secret (replaces a pending one). */
  startTwoFactor: () => bodyOf(api.POST('/api/account/mfa/totp')),
  /** Turns it on; answers the recovery codes, shown this once. */
  confirmTwoFactor: (code: string) => bodyOf(api.POST('/api/account/mfa/totp/confirm', { body: { code } })),
  turnOffTwoFactor: (password: string, code: string) =>
    bodyOf(api.DELETE('/api/account/mfa/totp', { body: { password, code } })),
  providers: () => bodyOf(api.GET('/api/auth/providers')),
  /** Full-page navigation: Google's consent screen, then back to /auth/callback. */
  googleSignInUrl: (rememberMe: boolean) => `/api/auth/google?remember=${rememberMe}`,
  requestPasswordReset: (email: string) => bodyOf(api.POST('/api/auth/password/forgot', { body: { email } })),
  checkResetLink: (token: string) => bodyOf(api.POST('/api/auth/password/reset/check', { body: { token } })),
  resetPassword: (token: string, password: string, confirmPassword: string) =>
    bodyOf(api.POST('/api/auth/password/reset', { body: { token, password, confirmPassword } })),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    bodyOf(api.POST('/api/auth/password/change', { body: { currentPassword, newPassword, confirmPassword } })),
  getProfile: () => bodyOf(api.GET('/api/profile')),
  updateProfile: (changes: ProfileChanges) => bodyOf(api.PUT('/api/profile', { body: changes })),
  deleteAccount: (confirmation: string) => bodyOf(api.DELETE('/api/account', { body: { confirmation } })),
};
