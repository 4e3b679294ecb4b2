import type { AccountEventView, ProfileData, SessionUser } from '@liveqr/shared/contracts';
import { ApiError } from '@liveqr/web/api-client';
import { apiFetch } from './api-fetch';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type ProfileChanges = Omit<ProfileData, 'email' | 'updatedAt'>;

/** What PUT /api/profile takes: everything but the read-only e-mail and timestamp. */
export function profileChanges(profile: ProfileData): ProfileChanges {
  const { firstName, lastName, phone, accountType, companyName, taxId, address, postalCode, country, language } =
    profile;
  return { firstName, lastName, phone, accountType, companyName, taxId, address, postalCode, country, language };
}

/** The identity API (`/api/auth`, `/api/profile`, `/api/account`), one function per call. */
export const authApi = {
  /** The signed-in user, or null when there is no session (even after a refresh). */
  async currentUser(): Promise<SessionUser | null> {
    try {
      return (await apiFetch<{ user: SessionUser }>('/api/auth/session')).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  signIn: (email: string, password: string, rememberMe: boolean) =>
    apiFetch<{ user: SessionUser }>('/api/auth/sign-in', { method: 'POST', json: { email, password, rememberMe } }),
  signUp: (input: SignUpInput) => apiFetch<{ user: SessionUser }>('/api/auth/sign-up', { method: 'POST', json: input }),
  signOut: () => apiFetch('/api/auth/sign-out', { method: 'POST' }),
  /** Ends every session of the account, this one included. */
  signOutEverywhere: () => apiFetch('/api/auth/sign-out-everywhere', { method: 'POST' }),
  /** A new link to confirm the address (older ones stop working). */
  sendVerificationMail: () => apiFetch('/api/auth/email/verification', { method: 'POST' }),
  verifyEmail: (token: string) =>
    apiFetch<{ user: SessionUser }>('/api/auth/email/verify', { method: 'POST', json: { token } }),
  /** Mails a link to the new address; the account's address changes when it is opened. */
  changeEmail: (newEmail: string, currentPassword: string) =>
    apiFetch<{ message: string }>('/api/account/email', { method: 'POST', json: { newEmail, currentPassword } }),
  activity: () => apiFetch<{ events: AccountEventView[] }>('/api/account/activity'),
  providers: () => apiFetch<{ google: boolean }>('/api/auth/providers'),
  /** Full-page navigation: Google's consent screen, then back to /auth/callback. */
  googleSignInUrl: (rememberMe: boolean) => `/api/auth/google?remember=${rememberMe}`,
  requestPasswordReset: (email: string) =>
    apiFetch<{ message: string }>('/api/auth/password/forgot', { method: 'POST', json: { email } }),
  checkResetLink: (token: string) => apiFetch('/api/auth/password/reset/check', { method: 'POST', json: { token } }),
  resetPassword: (token: string, password: string, confirmPassword: string) =>
    apiFetch('/api/auth/password/reset', { method: 'POST', json: { token, password, confirmPassword } }),
  changePassword: (currentPassword: string, newPassword: string, confirmPassword: string) =>
    apiFetch('/api/auth/password/change', {
      method: 'POST',
      json: { currentPassword, newPassword, confirmPassword },
    }),
  getProfile: () => apiFetch<ProfileData>('/api/profile'),
  updateProfile: (changes: ProfileChanges) => apiFetch<ProfileData>('/api/profile', { method: 'PUT', json: changes }),
  deleteAccount: (confirmation: string) => apiFetch('/api/account', { method: 'DELETE', json: { confirmation } }),
};
