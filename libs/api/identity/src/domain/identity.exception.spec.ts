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

  it('checks that new passwords match before their length (spec §5)', () => {
    expect(() => assertNewPassword('abc', 'abd')).toThrow('Passwords do not match');
    expect(() => assertNewPassword('abcde', 'abcde')).toThrow('Password must be at least 6 characters');
    expect(() => assertNewPassword('abcdef', 'abcdef')).not.toThrow();
  });
});
