import type { Language } from '@liveqr/shared/contracts';
import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import deAuth from './locales/de/auth.json';
import deBilling from './locales/de/billing.json';
import deCommon from './locales/de/common.json';
import deCreator from './locales/de/creator.json';
import deDashboard from './locales/de/dashboard.json';
import deDesigner from './locales/de/designer.json';
import dePublic from './locales/de/public.json';
import enAuth from './locales/en/auth.json';
import enBilling from './locales/en/billing.json';
import enCommon from './locales/en/common.json';
import enCreator from './locales/en/creator.json';
import enDashboard from './locales/en/dashboard.json';
import enDesigner from './locales/en/designer.json';
import enPublic from './locales/en/public.json';
import esAuth from './locales/es/auth.json';
import esBilling from './locales/es/billing.json';
import esCommon from './locales/es/common.json';
import esCreator from './locales/es/creator.json';
import esDashboard from './locales/es/dashboard.json';
import esDesigner from './locales/es/designer.json';
import esPublic from './locales/es/public.json';
import frAuth from './locales/fr/auth.json';
import frBilling from './locales/fr/billing.json';
import frCommon from './locales/fr/common.json';
import frCreator from './locales/fr/creator.json';
import frDashboard from './locales/fr/dashboard.json';
import frDesigner from './locales/fr/designer.json';
import frPublic from './locales/fr/public.json';
import { followHtmlLang, i18nOptions } from './lib/i18n';
import { type Messages, type Namespace } from './lib/resources';

/** Every catalogue at once, for tests: they render in any language without waiting for chunks. */
export const RESOURCES: Record<Language, Record<Namespace, Messages>> = {
  en: {
    common: enCommon,
    public: enPublic,
    auth: enAuth,
    dashboard: enDashboard,
    designer: enDesigner,
    creator: enCreator,
    billing: enBilling,
  },
  es: {
    common: esCommon,
    public: esPublic,
    auth: esAuth,
    dashboard: esDashboard,
    designer: esDesigner,
    creator: esCreator,
    billing: esBilling,
  },
  fr: {
    common: frCommon,
    public: frPublic,
    auth: frAuth,
    dashboard: frDashboard,
    designer: frDesigner,
    creator: frCreator,
    billing: frBilling,
  },
  de: {
    common: deCommon,
    public: dePublic,
    auth: deAuth,
    dashboard: deDashboard,
    designer: deDesigner,
    creator: deCreator,
    billing: deBilling,
  },
};

/** Starts the shared i18next instance with every text given up front (synchronously), as tests need. */
export function initI18n(): i18n {
  if (i18next.isInitialized) return i18next;
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({ ...i18nOptions(), resources: RESOURCES, initAsync: false });
  followHtmlLang(i18next);
  return i18next;
}
