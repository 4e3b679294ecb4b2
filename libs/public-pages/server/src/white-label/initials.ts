/**
 * Words that name no one: a business called "The Corner Bakery & Café" is "CB", not "TC". In the
 * four languages LiveQR speaks; skipped only while other words are left.
 */
const STOP_WORDS = new Set([
  ...['the', 'a', 'an', 'and', 'of', 'at', 'for', 'in', 'on'],
  ...['el', 'la', 'los', 'las', 'un', 'una', 'y', 'de', 'del'],
  ...['der', 'die', 'das', 'ein', 'eine', 'und', 'von', 'zum', 'zur'],
  ...['le', 'les', 'une', 'et', 'du', 'des', 'au', 'aux'],
]);

/** A word: letters (with their accents) and digits; symbols such as "&" or "-" separate words. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu;
/** A word's first letter with the marks that belong to it ("É" written as E + ´ stays whole). */
const FIRST_LETTER = /^[\p{L}\p{N}]\p{M}*/u;

/** The letters an avatar shows for a name: the first letters of its first `count` meaningful words, "?" without any. */
export function initials(name: string, count = 2): string {
  const words = name.normalize('NFC').match(WORD) ?? [];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLocaleLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, count);
  const letters = chosen.map((word) => FIRST_LETTER.exec(word)?.[0] ?? '').join('');
  return letters.toLocaleUpperCase() || '?';
}
