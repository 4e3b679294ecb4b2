import { assessPassword } from './password-strength';

describe('assessPassword', () => {
  const owner = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' };

  it('scores a refused password 0 and says why', () => {
    expect(assessPassword('password', owner)).toEqual({ score: 0, weakness: 'common' });
    expect(assessPassword('hopper1906', owner)).toEqual({ score: 0, weakness: 'personal' });
  });

  it('scores a guessable password low and a long random one high', () => {
    expect(assessPassword('summer2019x', owner).score).toBeLessThanOrEqual(2);
    expect(assessPassword('vq7-Lw2p-Zk9r-Tm4x', owner)).toEqual({ score: 4 });
  });
});
