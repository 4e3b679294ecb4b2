import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage, LANGUAGES, type Language } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';

/** What a link preview shows for one page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL or a path on this site; the site's preview image when absent. */
  image?: string;
  /** Pages that should not be listed by search engines (signed-in screens, unknown paths). */
  noIndex?: boolean;
  /** The page's code is inactive: the server answers 410 with the inactive page, not the app. */
  gone?: boolean;
}

export interface PageMetaContext {
  language: Language;
  /** Texts of the shell's `public.json` in that language: lets a resolver reuse the site's wording. */
  texts: PublicTexts;
}

/**
 * Gives the meta of a dynamic page from its path parameters (e.g. `{ id }` of `/vcard/:id`);
 * `undefined` when there is no such page, which falls back to the site's default meta.
 */
export type PageMetaResolver = (
  params: Record<string, string>,
  context: PageMetaContext,
) => PageMeta | undefined | Promise<PageMeta | undefined>;

/** The shell's public pages and their key under `meta` in the translations: the one meta-tag table. */
export const PUBLIC_PAGES: Record<string, string> = {
  '/': 'landing',
  '/faq': 'faq',
  '/contact': 'contact',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/pricing': 'pricing',
  '/login': 'login',
  '/signup': 'signup',
};

type MetaTexts = Record<string, { title: string; description: string }>;
export interface PublicTexts {
  meta: MetaTexts;
  [key: string]: unknown;
}

/**
 * Meta for every path the server sends the web app for. Static public pages come from the
 * translations the browser uses too (the shell build copies them to `locales/`); dynamic pages
 * (`/vcard/:id`, `/business/:id`, ...) from resolvers that the contexts owning them register.
 */
@Injectable()
export class PageMetaRegistry {
  private readonly resolvers: { pattern: string; match: RegExp; resolve: PageMetaResolver }[] = [];
  private texts?: Record<Language, PublicTexts>;

  /** Reads `<dir>/<language>/public.json` for every language. */
  loadTexts(localesDir: string): void {
    if (!existsSync(localesDir)) {
      throw new Error(`${localesDir} is missing: the shell build is older than this server, rebuild it (npm start)`);
    }
    this.texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        JSON.parse(readFileSync(join(localesDir, language, 'public.json'), 'utf8')) as PublicTexts,
      ]),
    ) as Record<Language, PublicTexts>;
  }

  /** `pattern` is a path with `:name` segments, e.g. `/vcard/:id`. */
  register(pattern: string, resolve: PageMetaResolver): void {
    if (this.resolvers.some((entry) => entry.pattern === pattern)) {
      throw new Error(`A page meta resolver for ${pattern} is already registered`);
    }
    const source = pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    this.resolvers.push({ pattern, match: new RegExp(`^${source}/?$`), resolve });
  }

  async resolve(path: string, language: Language): Promise<PageMeta> {
    const texts = this.textsIn(language);
    const page = PUBLIC_PAGES[path];
    if (page) return texts.meta[page];
    for (const entry of this.resolvers) {
      const params = entry.match.exec(path)?.groups;
      if (!params) continue;
      const decoded = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, safeDecode(value)]));
      const meta = await entry.resolve(decoded, { language, texts });
      if (meta) return meta;
    }
    return { ...texts.meta['landing'], noIndex: true };
  }

  private textsIn(language: Language): PublicTexts {
    if (!this.texts) throw new Error('The page texts are not loaded: call loadTexts() first');
    return this.texts[isLanguage(language) ? language : 'en'];
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
