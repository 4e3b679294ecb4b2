/**
 * Settings the server writes into index.html as `<meta name="liveqr-…">` tags (see the API's
 * web/index-html.ts): the page reads them without an extra request and without a build per deployment.
 */
export function siteSetting(name: 'analytics-id' | 'support-email'): string | undefined {
  const tag = document.querySelector<HTMLMetaElement>(`meta[name="liveqr-${name}"]`);
  return tag?.content || undefined;
}

/** Where visitors can write to support; the development server has no API to inject it. */
export function supportEmail(): string {
  return siteSetting('support-email') ?? 'support@liveqr.local';
}
