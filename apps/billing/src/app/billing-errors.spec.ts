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

  it('says an active subscription already exists', () => {
    expect(checkoutErrorText(refusal(409, 'already_subscribed', 'x'))).toEqual({
      key: 'errors.alreadySubscribed',
    });
  });

  it('falls back to the generic checkout text', () => {
    expect(checkoutErrorText(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.checkoutFallback' });
  });
});

describe('portal error texts', () => {
  it.each([
    ['customer_not_found', 'errors.customerNotFound'],
    ['invalid_customer', 'errors.invalidCustomer'],
    ['stripe_auth_error', 'errors.stripeAuth'],
    ['portal_not_configured_test', 'errors.portalNotConfiguredTest'],
    ['no_customer', 'errors.noCustomer'],
  ])('maps code %s first', (code, key) => {
    expect(portalErrorText(refusal(400, code, 'server text'))).toEqual({ key });
  });

  it.each([
    [401, 'errors.authFailed'],
    [403, 'errors.authFailed'],
    [404, 'errors.functionNotFound'],
    [400, 'errors.invalidRequest'],
    [502, 'errors.serverFailed'],
  ])('maps HTTP %s without a server message', (status, key) => {
    expect(portalErrorText(refusal(status, undefined, undefined))).toEqual({ key });
  });

  it("shows the server's message for other 400 and 5xx answers", () => {
    expect(portalErrorText(refusal(503, 'other', 'Stripe is down'))).toEqual({ text: 'Stripe is down' });
  });

  it('falls back to the generic portal text', () => {
    expect(portalErrorText(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.portalFallback' });
  });
});
