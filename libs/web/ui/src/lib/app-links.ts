/**
 * The signed-in app's screens, in the order every navigation lists them: the dashboard's sidebar
 * on wider screens and the site's one menu on phones. Labels: `common:appNav.<key>`.
 */
export const APP_LINKS = [
  { to: '/create-qr', key: 'createQr' },
  { to: '/analytics', key: 'analytics' },
  { to: '/dashboard', key: 'myQrCodes' },
  { to: '/account', key: 'account' },
  { to: '/billing', key: 'billing' },
] as const;
