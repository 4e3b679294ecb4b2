import { useTranslation } from '@liveqr/web/i18n';
import { useEffect } from 'react';

/**
 * Keeps the document's title and description in step with the page and the chosen language
 * after client-side navigation. The server sends the same tags (from the same texts) in the
 * HTML of the first request, which is what link previews and crawlers read.
 */
export function usePageMeta(page: string): void {
  const { t, i18n } = useTranslation('public');
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    document
      .querySelector('link[rel="canonical"]')
      ?.setAttribute('href', window.location.origin + window.location.pathname);
  }, [title, description, i18n.language]);
}
