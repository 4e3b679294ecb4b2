/** How long sessions and links live (ARCHITECTURE §7, issue: Remember me lasts 30 days, reset links 1 hour). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** Recent activity is kept and shown for this long. */
export const ACTIVITY_RETENTION_DAYS = 90;

/** Typed on /account to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE';

/** Active (not revoked, not expired) API keys one account may hold. */
export const MAX_ACTIVE_API_KEYS = 25;
/** A key's last-used time is written at most this often: not one write per request. */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000;
