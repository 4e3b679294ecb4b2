import type { Language } from '@liveqr/shared/contracts';

/** Who sent a request, as far as identity needs it: for recent activity and the language of mails. */
export interface RequestClient {
  /** From the socket, or X-Forwarded-For with TRUST_PROXY; only ever turned into an approximate place. */
  ip: string;
  userAgent: string | undefined;
  /** The language the browser asks for: picked on the site (its cookie), else Accept-Language's, else English. */
  language: Language;
}
