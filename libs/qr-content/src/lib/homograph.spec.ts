import { hostWarning } from './homograph';

describe('hostWarning', () => {
  it('warns about a label that mixes Latin and Cyrillic letters', () => {
    // 'о' and 'е' below are Cyrillic.
    expect(hostWarning('https://gооglе.com/login')).toEqual({ kind: 'mixed_scripts', host: 'gооglе.com' });
  });

  it('warns about a look-alike of a well-known brand, also when typed as punycode', () => {
    expect(hostWarning('https://paypa1.com/')).toEqual({ kind: 'lookalike', host: 'paypa1.com', brand: 'paypal' });
    // 'уаһоо' in Cyrillic letters only: one script, but it reads 'yahoo'.
    expect(hostWarning('https://xn--80a2aar51d.com/')).toEqual({
      kind: 'lookalike',
      host: '\u0443\u0430\u04bb\u043e\u043e.com',
      brand: 'yahoo',
    });
  });

  it('says nothing about the brands themselves, ordinary hosts or other scripts', () => {
    expect(hostWarning('https://www.paypal.com/')).toBeUndefined();
    expect(hostWarning('https://bücher.example/')).toBeUndefined();
    expect(hostWarning('https://例え.jp/')).toBeUndefined();
    expect(hostWarning('https://пример.рф/')).toBeUndefined();
    expect(hostWarning('not a url')).toBeUndefined();
  });
});
