import { passwordWeakness, REFUSED_COMMON_PASSWORDS } from './password-weakness';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@analytical.example' };

describe('passwordWeakness', () => {
  it.each(['123456', 'password', 'PASSWORD', 'qwerty123', 'iloveyou', 'secret1'])(
    'refuses %j, one of the 10,000 most common passwords',
    (password) => {
      expect(passwordWeakness(password, ada)).toBe('common');
    },
  );

  it('refuses exactly the first 10,000 of the ranked list', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const ranked = dictionary['passwords-common'];
    expect(passwordWeakness(ranked[REFUSED_COMMON_PASSWORDS - 1], {})).toBe('common');
    expect(passwordWeakness(ranked[REFUSED_COMMON_PASSWORDS], {})).toBeUndefined();
  });

  it.each(['Lovelace1815', 'ada2024!', 'AdaAdaAda', 'ada.lovelace@analytical.example', 'analytical99'])(
    "refuses %j, built from the owner's name or address",
    (password) => {
      expect(passwordWeakness(password, ada)).toBe('personal');
    },
  );

  it('accepts a password that merely contains a piece of the name among enough else', () => {
    expect(passwordWeakness('adamant-rhubarb-99', ada)).toBeUndefined();
    expect(passwordWeakness('plum-kettle-42', ada)).toBeUndefined();
  });

  it('ignores name pieces too short to mean anything', () => {
    expect(passwordWeakness('li-1234567', { firstName: 'Li', email: 'li@x.example' })).toBeUndefined();
  });
});
