import { billingModeOf } from './billing-mode';

describe('billingModeOf', () => {
  const stripe = { secretKey: 'sk_test_123' };

  it('uses Stripe whenever its key is configured', () => {
    expect(billingModeOf({ stripe, isProduction: true })).toBe('stripe');
    expect(billingModeOf({ stripe, isProduction: false })).toBe('stripe');
  });

  it('runs the local test mode without keys outside production', () => {
    expect(billingModeOf({ stripe: undefined, isProduction: false })).toBe('test');
  });

  it('never runs test mode in production: billing is disabled instead', () => {
    expect(billingModeOf({ stripe: undefined, isProduction: true })).toBe('disabled');
  });
});
