import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, skipping symbols', () => {
    expect(initials('Corner Bakery & Café')).toBe('CB');
  });

  it('skips words that name no one, in any of the four languages', () => {
    expect(initials('The Corner Bakery')).toBe('CB');
    expect(initials('La Casa de Papel')).toBe('CP');
    expect(initials('Bäckerei zur Linde')).toBe('BL');
    expect(initials('Le Petit Prince')).toBe('PP');
  });

  it('keeps stop words when nothing else is left', () => {
    expect(initials('The The')).toBe('TT');
  });

  it('upper-cases letters beyond ASCII and keeps their accents whole', () => {
    expect(initials('élise über')).toBe('ÉÜ');
    expect(initials('E\u0301lise Ürün')).toBe('ÉÜ');
    expect(initials('Œuvre Ñandú')).toBe('ŒÑ');
  });

  it('reads letters of any script and digits', () => {
    expect(initials('Москва Кафе')).toBe('МК');
    expect(initials('7 Eleven')).toBe('7E');
  });

  it('gives one letter for one word, and "?" for a name of symbols only', () => {
    expect(initials('Bistro')).toBe('B');
    expect(initials('& — !')).toBe('?');
    expect(initials('')).toBe('?');
  });

  it('takes fewer words when asked', () => {
    expect(initials('Corner Bakery', 1)).toBe('C');
  });
});
