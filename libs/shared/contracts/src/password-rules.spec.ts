import { newPasswordProblem } from './password-rules';

describe('newPasswordProblem', () => {
  it('checks the match before the length', () => {
    expect(newPasswordProblem('abc', 'abd')).toBe('mismatch');
    expect(newPasswordProblem('abcde', 'abcde')).toBe('tooShort');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBeUndefined();
  });
});
