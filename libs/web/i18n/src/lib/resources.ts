import type { Language } from '@liveqr/shared/contracts';

/**
 * One namespace per area, each owned by the app that shows it: `common` (shell layout),
 * `public` (public pages), `auth` (sign-in screens, account), `dashboard`, `creator`, `billing`,
 * and `designer` (libs/web/designer: design panel, brand kits and downloads, shown by the creator
 * and the dashboard).
 */
export const NAMESPACES = ['common', 'public', 'auth', 'dashboard', 'creator', 'billing', 'designer'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = { [key: string]: string | Messages };

/**
 * Loads one namespace of one language as its own chunk (webpack splits each catalogue), so a page
 * downloads only the texts it shows, in the language it shows.
 */
export async function loadMessages(language: Language, namespace: Namespace): Promise<Messages> {
  const module = (await import(`../locales/${language}/${namespace}.json`)) as { default: Messages };
  return module.default;
}
