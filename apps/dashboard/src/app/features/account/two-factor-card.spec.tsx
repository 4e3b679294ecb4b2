import { fireEvent, render, screen, within } from '@testing-library/react';
import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { initI18n } from '@liveqr/web/i18n/testing';
import { Notifications, toast } from '@liveqr/web/ui';
import { TwoFactorCard } from './two-factor-card';

const server = mockApi();

/** Two-factor is on until a DELETE succeeds; with `refuseCode` every DELETE says the code is wrong. */
function twoFactorOn({ refuseCode = false } = {}) {
  let enabled = true;
  server.use(
    http.get('/api/auth/providers', ({ response }) => response(200).json({ google: false })),
    http.get('/api/account/mfa/totp', ({ response }) => response(200).json({ enabled, recoveryCodesLeft: 10 })),
    http.delete('/api/account/mfa/totp', ({ response }) => {
      if (refuseCode) return response(400).json(anError(400, 'MFA_CODE_INVALID', 'Invalid code'));
      enabled = false;
      return response(204).empty();
    }),
  );
}

/** The card with the shell's toasts beside it, turned off with a password and a code. */
async function turnOff() {
  render(
    <>
      <TwoFactorCard />
      <Notifications />
    </>,
  );
  const card = screen.getByRole('region', { name: 'Two-factor authentication' });
  const form = await within(card).findByRole('form', { name: 'Turn off two-factor authentication' });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'my password' } });
  fireEvent.change(within(form).getByLabelText('Code'), { target: { value: '123456' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Turn off two-factor authentication' }));
  return card;
}

describe('TwoFactorCard', () => {
  beforeAll(() => initI18n());
  afterEach(() => toast.dismiss());

  it('confirms turning it off with a toast, not in the card, which then offers to turn it on', async () => {
    twoFactorOn();
    const card = await turnOff();

    const turnedOff = 'Two-factor authentication is off.';
    expect(await screen.findByText(turnedOff, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Turn on two-factor authentication' })).toBeTruthy();
    expect(within(card).queryByText(turnedOff)).toBeNull();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('confirms turning it on with a toast, and puts the focus on the recovery codes', async () => {
    server.use(
      http.get('/api/auth/providers', ({ response }) => response(200).json({ google: false })),
      http.get('/api/account/mfa/totp', ({ response }) => response(200).json({ enabled: false, recoveryCodesLeft: 0 })),
      http.post('/api/account/mfa/totp', ({ response }) =>
        response(200).json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/LiveQR:ada?secret=JBSWY3DPEHPK3PXP',
        }),
      ),
      http.post('/api/account/mfa/totp/confirm', ({ response }) =>
        response(200).json({ recoveryCodes: ['k7fq2-m4xta', 'p3zr8-w9dnc'] }),
      ),
    );
    render(
      <>
        <TwoFactorCard />
        <Notifications />
      </>,
    );
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Turn on two-factor authentication' }));
    const form = await within(card).findByRole('form', { name: 'Set up two-factor authentication' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText('Two-factor authentication is on.', { selector: '[data-sonner-toast] *' }),
    ).toBeTruthy();
    const codes = within(card).getByRole('list', { name: 'Your recovery codes' });
    expect(document.activeElement?.contains(codes)).toBe(true);
  });

  it('shows a wrong code at the code field, with no toast', async () => {
    twoFactorOn({ refuseCode: true });
    const card = await turnOff();

    const code = within(card).getByLabelText('Code');
    expect(await within(card).findByText('This code is not valid.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toContain('twoFactorOffCode-error');
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });
});
