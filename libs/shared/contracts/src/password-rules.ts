/** Spec §5 and §9: the same rules, in the same order, in the browser and on the server. */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem = 'mismatch' | 'tooShort';

/** The spec's texts (the web app shows them translated). */
export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  mismatch: 'Passwords do not match',
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
};

/** The first problem of a new password and its confirmation: the match check runs first, then the length. */
export function newPasswordProblem(password: string, confirmPassword: string): PasswordProblem | undefined {
  if (password !== confirmPassword) return 'mismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  return undefined;
}
