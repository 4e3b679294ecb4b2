import type { Language } from '@liveqr/shared/contracts';
import deAuth from '../locales/de/auth.json';
import deBilling from '../locales/de/billing.json';
import deCommon from '../locales/de/common.json';
import deCreator from '../locales/de/creator.json';
import deDashboard from '../locales/de/dashboard.json';
import deDesigner from '../locales/de/designer.json';
import dePublic from '../locales/de/public.json';
import enAuth from '../locales/en/auth.json';
import enBilling from '../locales/en/billing.json';
import enCommon from '../locales/en/common.json';
import enCreator from '../locales/en/creator.json';
import enDashboard from '../locales/en/dashboard.json';
import enDesigner from '../locales/en/designer.json';
import enPublic from '../locales/en/public.json';
import esAuth from '../locales/es/auth.json';
import esBilling from '../locales/es/billing.json';
import esCommon from '../locales/es/common.json';
import esCreator from '../locales/es/creator.json';
import esDashboard from '../locales/es/dashboard.json';
import esDesigner from '../locales/es/designer.json';
import esPublic from '../locales/es/public.json';
import frAuth from '../locales/fr/auth.json';
import frBilling from '../locales/fr/billing.json';
import frCommon from '../locales/fr/common.json';
import frCreator from '../locales/fr/creator.json';
import frDashboard from '../locales/fr/dashboard.json';
import frDesigner from '../locales/fr/designer.json';
import frPublic from '../locales/fr/public.json';

/**
 * One namespace per area, each owned by the app that shows it: `common` (shell layout),
 * `public` (public pages), `auth` (sign-in screens, account), `dashboard`, `creator`, `billing`,
 * and `designer` (libs/web/designer: design panel, brand kits and downloads, shown by the creator
 * and the dashboard).
 */
export const NAMESPACES = ['common', 'public', 'auth', 'dashboard', 'creator', 'billing', 'designer'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

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
