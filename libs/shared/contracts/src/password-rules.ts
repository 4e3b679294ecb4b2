/** Spec §5 and §9: the same rules, in the same order, in the browser and on the server. */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem = 'mismatch' | 'tooShort';

/** Why a new password that passed the spec's rules is still refused (@liveqr/shared/password-strength). */
export type PasswordWeakness = 'common' | 'personal';

/** The spec's texts, then ours for weak passwords (the web app shows them translated). */
export const PASSWORD_MESSAGES: Record<PasswordProblem | PasswordWeakness, string> = {
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  common: 'This password is one of the most common ones. Please choose another.',
  personal: 'Please choose a password that is not based on your name or email address.',
};

/** The first problem of a new password and its confirmation: the match check runs first, then the length. */
export function newPasswordProblem(password: string, confirmPassword: string): PasswordProblem | undefined {
  if (password !== confirmPassword) return 'mismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return undefined;
}
