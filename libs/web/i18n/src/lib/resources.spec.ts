import { QR_TYPE_IDS } from '@liveqr/qr-content';
import { LANGUAGES } from '@liveqr/shared/contracts';
import { RESOURCES } from '../testing';
import { type Messages, NAMESPACES } from './resources';

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.entries(messages).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...all, [path]: value } : { ...all, ...flatten(value, path) };
  }, {});
}

describe('translations', () => {
  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const english = flatten(RESOURCES.en[namespace]);

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has every English key, and no other, in %s',
      (language) => {
        const translated = flatten(RESOURCES[language][namespace]);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
      },
    );

    it.each([...LANGUAGES])('has no empty text and keeps the placeholders in %s', (language) => {
      const translated = flatten(RESOURCES[language][namespace]);
      for (const [key, text] of Object.entries(translated)) {
        expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
        const placeholders = (value: string) => (value.match(/{{\s*\w+\s*}}/g) ?? []).sort();
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: placeholders(english[key]) });
      }
    });
  });
});

describe('the QR type names', () => {
  it.each([...LANGUAGES])('cover every type of the QR content library, in its order, in %s', (language) => {
    expect(Object.keys(RESOURCES[language].common['qrTypes'])).toEqual([...QR_TYPE_IDS]);
  });
});
