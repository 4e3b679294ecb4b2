/** How long sessions and links live (ARCHITECTURE §7, issue: Remember me lasts 30 days, reset links 1 hour). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Typed on /account to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE';
