import { render, screen } from '@testing-library/react';
import { initI18n } from '@liveqr/web/i18n/testing';
import { ApiError } from '@liveqr/web/api-client';
import { newPasswordProblemOf, passwordErrorKey } from './new-password';
import { PasswordStrengthMeter } from './password-strength-meter';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

describe('newPasswordProblemOf', () => {
  it("checks in the server's order: match, length, common, personal", async () => {
    expect(await newPasswordProblemOf('123456', '1234567', ada)).toBe('mismatch');
    expect(await newPasswordProblemOf('12345', '12345', ada)).toBe('tooShort');
    expect(await newPasswordProblemOf('password', 'password', ada)).toBe('common');
    expect(await newPasswordProblemOf('lovelace99', 'lovelace99', ada)).toBe('personal');
    expect(await newPasswordProblemOf('plum-kettle-42', 'plum-kettle-42', ada)).toBeUndefined();
  });

  it("translates the API's refusal of a password, and nothing else", () => {
    expect(passwordErrorKey(new ApiError(400, 'x', 'PASSWORD_TOO_COMMON'))).toBe('validation.passwordTooCommon');
    expect(passwordErrorKey(new ApiError(400, 'x', 'EMAIL_TAKEN'))).toBeUndefined();
    expect(passwordErrorKey(new Error('x'))).toBeUndefined();
  });
});

describe('PasswordStrengthMeter', () => {
  beforeAll(() => initI18n());

  it('shows nothing for an empty password', () => {
    render(<PasswordStrengthMeter id="m" password="" owner={ada} />);
    expect(document.getElementById('m')?.textContent).toBe('');
  });

  it('says why a common password will be refused', async () => {
    render(<PasswordStrengthMeter id="m" password="password" owner={ada} />);
    expect(await screen.findByText('Password strength: too weak')).toBeTruthy();
    expect(screen.getByText('This password is one of the most common ones. Please choose another.')).toBeTruthy();
  });

  it('rates a long random password strong', async () => {
    render(<PasswordStrengthMeter id="m" password="vq7-Lw2p-Zk9r-Tm4x" owner={ada} />);
    // The first estimate ranks the dictionaries: it takes a moment.
    expect(await screen.findByText('Password strength: strong', {}, { timeout: 15_000 })).toBeTruthy();
    expect((screen.getByRole('meter') as HTMLMeterElement).value).toBe(4);
    // Room for the estimate's wait above on a busy machine.
  }, 20_000);
});
