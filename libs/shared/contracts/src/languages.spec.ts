import { isLanguage, LANGUAGES } from './languages';

describe('languages', () => {
  it('knows exactly the four supported languages, English first', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de']);
  });

  it('recognises only those codes', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    expect(isLanguage('it')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
