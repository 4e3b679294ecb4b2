import { newPasswordProblem, type PasswordProblem, type PasswordWeakness } from '@liveqr/shared/contracts';
import type { PasswordOwner } from '@liveqr/shared/password-strength';
import { ApiError } from '@liveqr/web/api-client';

/** The strength library with its dictionaries, in a chunk of its own: loaded once a password is typed. */
export const loadPasswordStrength = () => import('@liveqr/shared/password-strength');

/** The translation (namespace `auth`) of each reason a new password is refused. */
export const NEW_PASSWORD_PROBLEM_KEYS: Record<PasswordProblem | PasswordWeakness, string> = {
  mismatch: 'validation.passwordsDoNotMatch',
  tooShort: 'validation.passwordTooShort',
  common: 'validation.passwordTooCommon',
  personal: 'validation.passwordPersonal',
};

/**
 * The server's checks of a new password, in its order, for the forms' comfort: the spec's match
 * and length, then the most common passwords and the owner's own name or address.
 */
export async function newPasswordProblemOf(
  password: string,
  confirmPassword: string,
  owner: PasswordOwner,
): Promise<PasswordProblem | PasswordWeakness | undefined> {
  const problem = newPasswordProblem(password, confirmPassword);
  if (problem) return problem;
  const { passwordWeakness } = await loadPasswordStrength();
  return passwordWeakness(password, owner);
}

/** The API's codes for the same reasons. */
const PASSWORD_ERROR_CODES: Record<string, PasswordProblem | PasswordWeakness> = {
  PASSWORDS_DO_NOT_MATCH: 'mismatch',
  PASSWORD_TOO_SHORT: 'tooShort',
  PASSWORD_TOO_COMMON: 'common',
  PASSWORD_PERSONAL: 'personal',
};

/** The translation key of an API error that refused a new password, else undefined. */
export function passwordErrorKey(error: unknown): string | undefined {
  const problem = error instanceof ApiError && error.code ? PASSWORD_ERROR_CODES[error.code] : undefined;
  return problem && NEW_PASSWORD_PROBLEM_KEYS[problem];
}
