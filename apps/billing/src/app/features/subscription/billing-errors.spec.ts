import { ApiError } from '@liveqr/web/api-client';
import { checkoutErrorText, portalErrorText } from './billing-errors';

/** A refusal as the API client reads it: status, code and the body's message, when there is one. */
function refusal(status: number, code?: string, message?: string): ApiError {
  return new ApiError(status, message ?? `HTTP ${status}`, code, message ? { message } : {});
}

describe('checkout error texts', () => {
  it('says the user must log in on 401', () => {
    expect(checkoutErrorText(refusal(401, undefined, 'You must be signed in'))).toEqual({
      key: 'errors.loginToSubscribe',
    });
  });

  it('keeps any other refusal, whose code the page translates', () => {
    const alreadySubscribed = refusal(409, 'already_subscribed', 'x');
    expect(checkoutErrorText(alreadySubscribed)).toEqual({
      key: 'errors.checkoutFallback',
      failure: alreadySubscribed,
    });
  });

  it('falls back to the generic checkout text', () => {
    expect(checkoutErrorText(new TypeError('Failed to fetch')).key).toBe('errors.checkoutFallback');
  });
});

describe('portal error texts', () => {
  it('keeps the refusal, whose code the page translates', () => {
    const customerNotFound = refusal(400, 'customer_not_found', 'server text');
    expect(portalErrorText(customerNotFound)).toEqual({ key: 'errors.invalidRequest', failure: customerNotFound });
  });

  it.each([
    [401, 'errors.authFailed'],
    [403, 'errors.authFailed'],
    [404, 'errors.functionNotFound'],
    [400, 'errors.invalidRequest'],
    [500, 'errors.serverFailed'],
    [502, 'errors.serverFailed'],
  ])('falls back by HTTP %s to %s for a code the catalogue lacks', (status, key) => {
    expect(portalErrorText(refusal(status, undefined, 'Stripe is down')).key).toBe(key);
  });

  it('falls back to the generic portal text without an answer', () => {
    expect(portalErrorText(new TypeError('Failed to fetch')).key).toBe('errors.portalFallback');
  });
});
