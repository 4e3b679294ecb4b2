/** What a caller may do: a session may do everything, an API key what its owner chose. */
export const API_SCOPES = ['read', 'write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Who is calling: set by the identity context's guard, read by every other context. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  /** Every scope for a session; the key's own for an API key. */
  scopes: readonly ApiScope[];
  /** Whether the owner confirmed the address, as of the last read of the session or key (seconds). */
  emailVerified: boolean;
  /** Whether the account has two-factor sign-in on, read with `emailVerified`. */
  twoFactorEnabled: boolean;
}
