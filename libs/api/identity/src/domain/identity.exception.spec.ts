import { assertNewPassword, IdentityErrorCode, IdentityException } from './identity.exception';

describe('IdentityException', () => {
  it('maps each code to its status and message', () => {
    const invalid = new IdentityException(IdentityErrorCode.InvalidCredentials);
    expect(invalid.getStatus()).toBe(401);
    expect(invalid.message).toBe('Invalid email or password');
    // The code travels with the message, so a client can translate it.
    expect(invalid.getResponse()).toEqual({ message: 'Invalid email or password', error: 'INVALID_CREDENTIALS' });
    expect(new IdentityException(IdentityErrorCode.EmailTaken).getStatus()).toBe(409);
  });

  it('checks that new passwords match, then their length (spec §5), then how common and personal they are', () => {
    const owner = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(() => assertNewPassword('abc', 'abd', owner)).toThrow('Passwords do not match');
    expect(() => assertNewPassword('abcde', 'abcde', owner)).toThrow('Password must be at least 6 characters');
    expect(() => assertNewPassword('123456', '123456', owner)).toThrow('one of the most common');
    expect(() => assertNewPassword('lovelace1815', 'lovelace1815', owner)).toThrow('not based on your name');
    expect(() => assertNewPassword('plum-kettle-42', 'plum-kettle-42', owner)).not.toThrow();
  });
});
