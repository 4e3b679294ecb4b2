import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@liveqr/shared/contracts';
import { WORKSPACE_ROOT } from './server';

type Catalogue = { [key: string]: string | Catalogue };
const catalogues = new Map<string, Catalogue>();

/**
 * A text as a reader of `language` sees it, from the web's catalogues (libs/web/i18n/src/locales),
 * which the server's own pages read too: `text('de', 'public', 'codeRules.password.title')`, with
 * `{{name}}` placeholders filled from `values`.
 */
export function text(language: Language, namespace: string, key: string, values: Record<string, string> = {}): string {
  const file = join(WORKSPACE_ROOT, 'libs/web/i18n/src/locales', language, `${namespace}.json`);
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
  const found = key
    .split('.')
    .reduce<Catalogue | string | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogues.get(file),
    );
  if (typeof found !== 'string') throw new Error(`No text '${key}' in ${language}/${namespace}.json`);
  return found.replace(/{{\s*(\w+)\s*}}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
