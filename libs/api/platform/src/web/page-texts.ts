import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACCESS_COOKIE,
  GetSignedInLanguageQuery,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
} from '@liveqr/shared/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../config/config.tokens';
import type { AppConfig } from '../config/app-config';

/** A translation function over one of the web's namespaces: 'scanPages.vcard.saveToContacts', with `{{name}}` values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The web's namespaces the server's own pages read: `public` (their texts), `common` (the site's layout and the type names). */
export type PageNamespace = 'public' | 'common';
const PAGE_NAMESPACES: PageNamespace[] = ['public', 'common'];

/**
 * The texts of the pages the server renders itself (scan warnings, previews, white-label pages):
 * the web's own `public.json` (and `common.json`) translations, so every string exists once, in all four languages.
 * Read from the sources in a checkout (tests, development), else from the built shell
 * (`<WEB_DIST_DIR>/shell/locales`, as in the production image).
 */
@Injectable()
export class PageTexts {
  private texts?: Record<Language, Record<PageNamespace, Record<string, unknown>>>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A numeric `count` picks the text's plural form as i18next does ('links.count' with 3 reads
   * 'links.count_other', or in French with 1 000 000 'links.count_many'), else the text itself.
   */
  in(language: Language, namespace: PageNamespace = 'public'): Translate {
    const plural = new Intl.PluralRules(language);
    return (key, values = {}) => {
      const { count } = values;
      const text =
        (typeof count === 'number' ? this.tree(language, `${key}_${plural.select(count)}`, namespace) : undefined) ??
        this.tree(language, key, namespace);
      if (typeof text !== 'string') throw new Error(`No text '${key}' in ${language}/${namespace}.json`);
      return text.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
    };
  }

  /** A list or table of texts ('landing.why'), as the translations hold it. */
  tree(language: Language, key: string, namespace: PageNamespace = 'public'): unknown {
    return key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], this.load()[language][namespace]);
  }

  private load(): Record<Language, Record<PageNamespace, Record<string, unknown>>> {
    if (this.texts) return this.texts;
    // The sources win where they exist (a checkout: a built shell may be older); an image has only the build.
    const dir = [join(process.cwd(), 'libs/web/i18n/src/locales'), join(this.config.webDistDir, 'shell/locales')].find(
      (candidate) => existsSync(join(candidate, 'en/public.json')),
    );
    if (!dir) throw new Error('The web texts are missing: build the shell (npm start) or run from the workspace');
    const read = (language: Language, namespace: PageNamespace) =>
      JSON.parse(readFileSync(join(dir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
    this.texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(PAGE_NAMESPACES.map((namespace) => [namespace, read(language, namespace)])),
      ]),
    ) as Record<Language, Record<PageNamespace, Record<string, unknown>>>;
    return this.texts;
  }
}

/**
 * Every plural form of a counted text by its CLDR category ({ one: '{{count}} page', other:
 * '{{count}} pages' }), for a page's script that learns the count itself.
 */
export function pluralForms(t: Translate, language: Language, key: string): Record<string, string> {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return Object.fromEntries(categories.map((category) => [category, t(`${key}_${category}`)]));
}

/**
 * The language of a page the server renders (scan pages, customers' pages, the site): the signed-in
 * visitor's profile language, else the one the browser asks for (browserLanguage). Only a request
 * that carries an access token asks identity, which checks it and reads its session's cached facts.
 */
export async function pageLanguage(queries: QueryBus, headers: LanguageHeaders): Promise<Language> {
  const accessToken = cookieValue(headers.cookie ?? '', ACCESS_COOKIE);
  const profile = accessToken
    ? await queries.execute<GetSignedInLanguageQuery, Language | null>(new GetSignedInLanguageQuery(accessToken))
    : null;
  return profile ?? browserLanguage(headers);
}

/**
 * The language a browser asks for: the one chosen on the site (cookie), else its first supported
 * language (Accept-Language), else English.
 */
export function browserLanguage(headers: LanguageHeaders): Language {
  return chosenLanguage(headers.cookie) ?? preferredLanguages(headers['accept-language']).find(isLanguage) ?? 'en';
}

/** The request headers a language is chosen by. */
export interface LanguageHeaders {
  cookie?: string;
  'accept-language'?: string;
}

/** The primary language tags of an Accept-Language header, most preferred first ('fr-CH;q=0.9' -> 'fr'). */
export function preferredLanguages(acceptLanguage = ''): string[] {
  return acceptLanguage
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = parameters.map((parameter) => /^q=([\d.]+)$/.exec(parameter.trim())?.[1]).find(Boolean);
      return { language: tag.split('-')[0]?.toLowerCase() ?? '', quality: quality === undefined ? 1 : Number(quality) };
    })
    .filter(({ language, quality }) => language !== '' && language !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ language }) => language);
}

/** The language chosen on the site (its cookie), if any. */
export function chosenLanguage(cookieHeader = ''): Language | undefined {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : undefined;
}

/** One cookie's value in a Cookie header, if it is there. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const cookie of cookieHeader.split(';')) {
    const separator = cookie.indexOf('=');
    if (separator !== -1 && cookie.slice(0, separator).trim() === name) return cookie.slice(separator + 1).trim();
  }
  return undefined;
}
