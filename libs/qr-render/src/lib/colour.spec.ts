import { contrastRatio, normaliseColour, relativeLuminance } from './colour';

describe('normaliseColour', () => {
  it.each([
    ['#1A237E', '#1a237e'],
    ['#fff', '#ffffff'],
    ['#000f', '#000000'],
    ['rgb(26, 35, 126)', '#1a237e'],
    ['rgb(26 35 126)', '#1a237e'],
    ['rgba(26, 35, 126, 1)', '#1a237e'],
    ['hsl(0 100% 25%)', '#800000'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hwb(240 0% 50%)', '#000080'],
    ['navy', '#000080'],
    ['  DarkSlateGray ', '#2f4f4f'],
    ['oklch(40% 0.1 260)', '#25467d'],
  ])('reads %s as %s', (text, hex) => {
    expect(normaliseColour(text)).toEqual({ hex, opaque: true });
  });

  it.each([['transparent'], ['rgb(0 0 0 / 50%)'], ['#0008']])('marks %s as not opaque', (text) => {
    expect(normaliseColour(text)?.opaque).toBe(false);
  });

  it.each([['garbage'], ['#12345g'], ['rgb(1,2)'], [''], ['currentcolor'], ['url(x)']])('refuses %j', (text) => {
    expect(normaliseColour(text)).toBeUndefined();
  });
});

describe('contrast', () => {
  it('follows WCAG 2: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1a237e', '#1a237e')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });
});
