/**
 * The screens a workspace has, each a section of its own: another workspace opens at the same one.
 * Longest first, so `/dashboard/import` wins over `/dashboard`.
 */
const SECTIONS = [
  '/dashboard/import',
  '/operator/reports',
  '/members/activity',
  '/dashboard',
  '/create-qr',
  '/analytics',
  '/account',
  '/billing',
  '/members',
  '/domains',
];

/**
 * Where the same screen is in another workspace: the section of `pathname`, without what belongs to
 * this workspace (a code's id, a folder in the query). A code's edit screen is the codes' section;
 * a page of the site, which has no section, stays as it is.
 */
export function sectionPath(pathname: string): string {
  if (pathname.startsWith('/qr-codes/')) return '/dashboard';
  return SECTIONS.find((section) => pathname === section || pathname.startsWith(`${section}/`)) ?? pathname;
}
