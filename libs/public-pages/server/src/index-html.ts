import { escapeHtml } from '@liveqr/api/platform';
import type { Language } from '@liveqr/shared/contracts';
import type { PageMeta } from './page-meta';

export interface IndexHtmlOptions {
  language: Language;
  meta: PageMeta;
  /** Absolute URL of the page, without query: the canonical link and og:url. */
  url: string;
  /** Absolute URL of the preview image used when the page names none. */
  defaultImage: string;
  /** Shown on the contact and legal pages. */
  supportEmail: string;
  /** Exposed to the page-view tracker; nothing is loaded from a third party without it. */
  analyticsId?: string;
}

/** What a page's head says about it to link previews and crawlers. */
export type HeadTagsOptions = Pick<IndexHtmlOptions, 'language' | 'meta' | 'url' | 'defaultImage'>;

/**
 * The page's title, description, robots, canonical link and social tags, every value escaped:
 * what link previews and crawlers read without running any script.
 */
export function headTags({ language, meta, url, defaultImage }: HeadTagsOptions): string {
  const image = meta.image ? new URL(meta.image, url).href : defaultImage;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    meta.noIndex ? metaTag('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', 'LiveQR'),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:url', url),
    metaTag('property', 'og:locale', OG_LOCALES[language]),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
  ].join('');
}

/** The built shell's index.html with the page's language and head tags (`headTags`), plus what the app reads. */
export function renderIndexHtml(template: string, options: IndexHtmlOptions): string {
  const tags = [
    headTags(options),
    metaTag('name', 'liveqr-support-email', options.supportEmail),
    options.analyticsId ? metaTag('name', 'liveqr-analytics-id', options.analyticsId) : '',
  ].join('');
  return template
    .replace(/<html[^>]*>/i, `<html lang="${options.language}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, '')
    .replace(/<\/head>/i, `${tags}</head>`);
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE' };

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}
