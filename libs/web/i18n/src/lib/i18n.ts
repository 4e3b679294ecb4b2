import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@liveqr/shared/contracts';
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, RESOURCES } from './resources';

export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

/** The languages' own names, for the selector. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/**
 * Starts i18next once for the shell and every remote (the instance is a shared singleton
 * through Module Federation). The language is the remembered choice, else the browser's.
 * `LANGUAGE_STORAGE_KEY` is also the cookie's name, which the API reads (page meta, mails).
 */
export function initI18n(): i18n {
  if (i18next.isInitialized) return i18next;
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: RESOURCES,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      supportedLngs: [...LANGUAGES],
      fallbackLng: 'en',
      nonExplicitSupportedLngs: true,
      interpolation: { escapeValue: false }, // React escapes
      detection: {
        order: ['localStorage', 'cookie', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        // The cookie lets the server send `<html lang>` and the page's meta in this language.
        lookupCookie: LANGUAGE_STORAGE_KEY,
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
        caches: ['localStorage', 'cookie'],
      },
      initAsync: false,
    });
  const followHtmlLang = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(language);
  };
  followHtmlLang(i18next.language);
  i18next.on('languageChanged', followHtmlLang);
  return i18next;
}

/** Switches and remembers the language (the detector caches it in localStorage). */
export async function setLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
}

export function currentLanguage(language = i18next.language): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}
