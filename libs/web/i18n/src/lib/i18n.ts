import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@liveqr/shared/contracts';
import i18next, { type i18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { loadMessages, NAMESPACES, type Namespace } from './resources';

export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

/** The languages' own names, for the selector. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/** What every page shows (the layout and the public pages): loaded before the first render. */
const FIRST_NAMESPACES: Namespace[] = ['common', 'public'];

/** The settings of the one i18next instance, with its texts loaded on demand or given up front (tests). */
export function i18nOptions(): InitOptions {
  return {
    ns: [...NAMESPACES],
    defaultNS: 'common',
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    // Every catalogue is complete (the translations test), so a supported language needs no
    // fallback: a German visitor downloads German texts only.
    fallbackLng: (code: string) => (isLanguage(code.split('-')[0]) ? [] : ['en']),
    nonExplicitSupportedLngs: true,
    interpolation: { escapeValue: false }, // React escapes
    detection: {
      // The cookie first: the site's own pages (written by the server) choose languages with it too.
      order: ['cookie', 'localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // The cookie lets the server send `<html lang>` and the page's meta in this language.
      lookupCookie: LANGUAGE_STORAGE_KEY,
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
      caches: ['localStorage', 'cookie'],
    },
  };
}

/**
 * Starts i18next once for the shell and every remote (the instance is a shared singleton
 * through Module Federation). The language is the remembered choice, else the browser's. Only
 * that language's layout and public texts load before the first render; an area's texts (the
 * dashboard's, the creator's...) load when it first shows, behind its loading state.
 */
export async function startI18n(): Promise<i18n> {
  if (!i18next.isInitialized) {
    await i18next
      .use(LanguageDetector)
      .use(initReactI18next)
      .use(
        resourcesToBackend((language: string, namespace: string) =>
          isLanguage(language) && (NAMESPACES as readonly string[]).includes(namespace)
            ? loadMessages(language, namespace as Namespace)
            : Promise.reject(new Error(`No texts for ${language}/${namespace}`)),
        ),
      )
      .init({ ...i18nOptions(), ns: FIRST_NAMESPACES });
    followHtmlLang(i18next);
  }
  return i18next;
}

/** Keeps `<html lang>` on the current language, for screen readers and the browser's own texts. */
export function followHtmlLang(instance: i18n): void {
  const follow = (language: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(language);
  };
  follow(instance.language);
  instance.on('languageChanged', follow);
}

/** Switches and remembers the language (the detector caches it in localStorage). */
export async function setLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
}

export function currentLanguage(language = i18next.language): Language {
  const base = language?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}
