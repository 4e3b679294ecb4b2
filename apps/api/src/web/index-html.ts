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

/**
 * The built shell's index.html with the page's language, title, description, social tags and
 * canonical link, so that link previews and crawlers see them without running any script.
 * Every inserted value is escaped.
 */
export function renderIndexHtml(template: string, options: IndexHtmlOptions): string {
  const { meta, url } = options;
  const image = meta.image ? new URL(meta.image, url).href : options.defaultImage;
  const tags = [
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
    metaTag('property', 'og:locale', OG_LOCALES[options.language]),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'liveqr-support-email', options.supportEmail),
    options.analyticsId ? metaTag('name', 'liveqr-analytics-id', options.analyticsId) : '',
  ].filter(Boolean);
  return template
    .replace(/<html[^>]*>/i, `<html lang="${options.language}">`)
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name=["']?description["']?[^>]*>/i, '')
    .replace(/<\/head>/i, `${tags.join('')}</head>`);
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', es: 'es_ES', fr: 'fr_FR', de: 'de_DE' };

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
