import { formFields, QR_TYPE_IDS } from '@liveqr/qr-content';
import { LANGUAGES } from '@liveqr/shared/contracts';
import { initI18n, RESOURCES } from '../testing';
import { type Messages, NAMESPACES } from './resources';

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.entries(messages).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The counted texts of a catalogue, each with the plural categories it has ('card.scans' ->
 * one, other). A text is counted when it has an `_other` form: an error code such as
 * `split_weights_zero` is not.
 */
function countedTexts(keys: string[]): Map<string, string[]> {
  const present = new Set(keys);
  const counted = new Map<string, string[]>();
  for (const key of keys) {
    const [, base, category] = PLURAL_FORM.exec(key) ?? [];
    if (base && present.has(`${base}_other`)) counted.set(base, [...(counted.get(base) ?? []), category]);
  }
  return counted;
}

/** The keys with each counted text's forms as one: languages need different forms. */
function textKeys(keys: string[]): string[] {
  const counted = countedTexts(keys);
  const text = (key: string) => {
    const base = PLURAL_FORM.exec(key)?.[1];
    return base && counted.has(base) ? `${base}_{count}` : key;
  };
  return [...new Set(keys.map(text))].sort();
}

describe('translations', () => {
  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = flatten(RESOURCES.en[namespace]);

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has every English text, and no other, in %s',
      (language) => {
        const translated = flatten(RESOURCES[language][namespace]);
        expect(textKeys(Object.keys(translated))).toEqual(textKeys(Object.keys(english)));
      },
    );

    it.each([...LANGUAGES])('has no empty text and keeps the placeholders in %s', (language) => {
      const translated = flatten(RESOURCES[language][namespace]);
      for (const [key, text] of Object.entries(translated)) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        const placeholders = (value: string) => (value.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        // A plural form English does not have (French `_many`) keeps those of English `_other`.
        const original = english[key] ?? english[`${PLURAL_FORM.exec(key)?.[1]}_other`];
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(original) });
      }
    });

    it.each([...LANGUAGES])(
      'gives every counted text the plural forms %s needs, no others, and no unsuffixed leftover',
      (language) => {
        const translated = flatten(RESOURCES[language][namespace]);
        const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        for (const [text, categories] of countedTexts(Object.keys(translated))) {
          expect({ text, categories: [...categories].sort() }).toEqual({ text, categories: needed });
          expect({ text, unsuffixed: translated[text] }).toEqual({ text, unsuffixed: undefined });
        }
      },
    );
  });
});

describe('counted texts', () => {
  it("read as i18next picks them by the language's plural rules, a million in French included", () => {
    const i18n = initI18n();
    expect(i18n.getFixedT('en', 'dashboard')('card.scans', { count: 1 })).toBe('1 scan');
    expect(i18n.getFixedT('fr', 'dashboard')('card.scans', { count: 0 })).toBe('0 scan');
    expect(i18n.getFixedT('fr', 'dashboard')('card.scans', { count: 1_000_000 })).toBe('1000000 scans');
    expect(i18n.getFixedT('es', 'dashboard')('organise.list.pageOf', { page: 1, pages: 2, count: 1_000_000 })).toBe(
      'Página 1 de 2 (1000000 códigos)',
    );
  });
});

describe('the QR type names', () => {
  it.each([...LANGUAGES])('cover every type of the QR content library, in its order, in %s', (language) => {
    expect(Object.keys(RESOURCES[language].common['qrTypes'])).toEqual([...QR_TYPE_IDS]);
  });
});

describe('the content fields', () => {
  // The creator reads them by qr-content's field names, which are data: no extractor sees them.
  const keys = QR_TYPE_IDS.flatMap((type) =>
    formFields(type).flatMap((field) => [
      `fields.${type}.${field.kind === 'upload' ? 'upload' : field.name}`,
      ...(field.hint ? [`hints.${type}.${field.name}`] : []),
      ...(field.options ?? []).map((option) => `options.${type}.${field.name}.${option.value}`),
    ]),
  );

  it.each([...LANGUAGES])('have a label, and their hints and options a text, in %s', (language) => {
    const creator = flatten(RESOURCES[language].creator);
    expect(keys.filter((key) => creator[key] === undefined)).toEqual([]);
  });
});
