import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@liveqr/shared/contracts';

/** 32 random bytes, base64url: what follows the prefix. */
const API_KEY_FORMAT = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);
/** The prefix and four characters of the secret: enough to tell keys apart, far too little to guess it. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

export function newApiKeySecret(): { secret: string; prefix: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH) };
}

/** Whether a bearer token is meant as an API key (and not a session's access token). */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function isWellFormedApiKey(token: string): boolean {
  return API_KEY_FORMAT.test(token);
}
