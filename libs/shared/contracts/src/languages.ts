/** The languages LiveQR speaks (spec §9); the first is the default. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie (and local storage key) holding the language picked in the browser; the API reads it. */
export const LANGUAGE_COOKIE = 'liveqr.language';
