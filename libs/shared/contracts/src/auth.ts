import type { WorkspaceRole } from './workspace-roles';

/** What a caller may do: a session may do everything, an API key what its owner chose. */
export const API_SCOPES = ['read', 'write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Who is calling: set by the identity context's guard, read by every other context. */
export interface AuthenticatedUser {
  /** The person: for their own account, and to say who did something. */
  id: string;
  /**
   * The workspace the call acts on, which owns every row it reads or writes: the one the request
   * names (`LiveQR-Workspace`), an API key's own, or else the caller's personal one (`id`).
   */
  workspaceId: string;
  /** The caller's role there; an API key's is at most its creator's. */
  role: WorkspaceRole;
  email: string;
  /** Every scope for a session; the key's own for an API key. */
  scopes: readonly ApiScope[];
  /** Whether the owner confirmed the address, as of the last read of the session or key (seconds). */
  emailVerified: boolean;
  /** Whether the account has two-factor sign-in on, read with `emailVerified`. */
  twoFactorEnabled: boolean;
  /** The API key the call was made with; absent for a session (the web app). */
  apiKeyId?: string;
}

/**
 * Who changed something, as the audit log records it: the person, and the API key they used
 * (null when they used the web app). Commands that change a workspace's things carry it to the
 * events they publish.
 */
export interface Actor {
  userId: string;
  apiKeyId: string | null;
}
