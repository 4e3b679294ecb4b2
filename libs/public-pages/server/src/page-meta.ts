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
}

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
  '/check-a-code': 'checkCode',
};

type MetaTexts = Record<string, { title: string; description: string }>;
export interface PublicTexts {
  meta: MetaTexts;
  [key: string]: unknown;
}

/**
 * Meta for every path the server sends the web app for, from the translations the browser uses
 * too (the shell build copies them to `locales/`). The pages a scan lands on are written by the
 * server with their own meta (white-label/).
 */
@Injectable()
export class PageMetaRegistry {
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

  async resolve(path: string, language: Language): Promise<PageMeta> {
    const texts = this.textsIn(language);
    const page = PUBLIC_PAGES[path];
    if (page) return texts.meta[page];
    return { ...texts.meta['landing'], noIndex: true };
  }

  private textsIn(language: Language): PublicTexts {
    if (!this.texts) throw new Error('The page texts are not loaded: call loadTexts() first');
    return this.texts[isLanguage(language) ? language : 'en'];
  }
}
