import { roleCovers, type WorkspaceRole } from '@liveqr/shared/contracts';

/**
 * The signed-in app's screens, in the order every navigation lists them: the dashboard's sidebar
 * on wider screens and the site's one menu on phones. Labels: `common:appNav.<key>`. `role`: the
 * weakest role in a workspace that can use the screen (billing shows the others whom to ask).
 */
export const APP_LINKS = [
  { to: '/create-qr', key: 'createQr', role: 'editor' },
  { to: '/analytics', key: 'analytics', role: 'viewer' },
  { to: '/dashboard', key: 'myQrCodes', role: 'viewer' },
  { to: '/account', key: 'account', role: 'viewer' },
  { to: '/domains', key: 'domains', role: 'admin' },
  { to: '/billing', key: 'billing', role: 'viewer' },
] as const satisfies readonly { to: string; key: string; role: WorkspaceRole }[];

/** The app's screens for my role in the page's workspace; all of them while it is not known yet. */
export function appLinksFor(role: WorkspaceRole | undefined) {
  return APP_LINKS.filter((link) => role === undefined || roleCovers(role, link.role));
}
