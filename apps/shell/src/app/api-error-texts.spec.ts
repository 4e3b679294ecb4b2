/*
 * The web apps' words for the API's refusals (apiErrorText of the client, over every catalogue):
 * here, where the apps meet, since the client also serves the command line, which has no web texts.
 */
import { refusal, SCAN_ADVICE } from '@liveqr/qr-render';
import { LANGUAGES } from '@liveqr/shared/contracts';
import { i18nOptions } from '@liveqr/web/i18n';
import { RESOURCES } from '@liveqr/web/i18n/testing';
import i18next from 'i18next';
import { API_ERROR_CODES, ApiError, apiErrorText } from '@liveqr/web/api-client';

/** Every catalogue, as the apps read them. */
const i18n = i18next.createInstance();
void i18n.init({ ...i18nOptions(), lng: 'en', resources: RESOURCES, initAsync: false });
const tIn = (language: string, namespace = 'common') => i18n.getFixedT(language, namespace);
const t = tIn('en');

/** A refusal as the client reads it: status, code and the body's message, when there is one. */
function answer(status: number, code?: string, body: Record<string, unknown> = {}): ApiError {
  // Any code, as a newer server may answer with one this build's contract does not list.
  return new ApiError(status, `HTTP ${status}`, code, { ...(code ? { code } : {}), ...body } as ApiError['body']);
}

describe('apiErrorText', () => {
  it("translates the API's error code in the reader's language", () => {
    const error = answer(404, 'QR_CODE_NOT_FOUND');
    expect(apiErrorText(tIn('de'), error, 'Failed')).toBe(tIn('de')('apiErrors.QR_CODE_NOT_FOUND'));
    expect(apiErrorText(t, error, 'Failed')).toBe('This QR code no longer exists. Reload the page to see your codes.');
  });

  it("keeps the screen's text for a code without a translation, and for failures that are not the API's", () => {
    expect(apiErrorText(t, answer(400, 'A_CODE_OF_TOMORROW'), 'Failed')).toBe('Failed');
    expect(apiErrorText(t, answer(502), 'Failed')).toBe('Failed');
    expect(apiErrorText(t, new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(apiErrorText(t, undefined, 'Failed')).toBe('Failed');
  });

  it("reads an answer's body as it reads the client's error", () => {
    expect(
      apiErrorText(t, { statusCode: 403, code: 'NOT_OWNER', error: 'not_owner', message: 'Not yours' }, 'Failed'),
    ).toBe('Only the owner of this QR code can change it.');
  });

  describe("in a screen's own words", () => {
    const billing = tIn('en', 'billing');

    it('says a code in them before the catalogue does (billing: sign in to subscribe)', () => {
      expect(apiErrorText(billing, answer(401, 'NOT_SIGNED_IN'), 'Failed', { keys: 'errors.checkout' })).toBe(
        'You must be logged in to subscribe',
      );
      expect(apiErrorText(billing, answer(401), 'Failed', { keys: 'errors.checkout' })).toBe(
        'You must be logged in to subscribe',
      );
    });

    it('keeps the catalogue for the codes they do not word', () => {
      expect(apiErrorText(billing, answer(409, 'ALREADY_SUBSCRIBED'), 'Failed', { keys: 'errors.checkout' })).toBe(
        'You already have an active subscription',
      );
      // A 400 the portal words by its status keeps the catalogue's more precise text for its code.
      expect(apiErrorText(billing, answer(400, 'CUSTOMER_NOT_FOUND'), 'Failed', { keys: 'errors.portal' })).toBe(
        'Your subscription account was not found. Please contact support.',
      );
    });

    it.each([
      [401, 'Authentication failed. Please log in again.'],
      [403, 'Authentication failed. Please log in again.'],
      [404, 'Function not found. Please contact support.'],
      [400, 'Invalid request. Please check your subscription details.'],
      [500, 'The billing service failed. Please check the server logs or try again later.'],
      [502, 'The billing service failed. Please check the server logs or try again later.'],
      [503, 'The billing service failed. Please check the server logs or try again later.'],
    ])('say an answer without a code by its HTTP %s (the billing portal)', (status, text) => {
      expect(apiErrorText(billing, answer(status), 'Failed', { keys: 'errors.portal' })).toBe(text);
    });

    it("fall back to the screen's text without an answer, or for a status they do not word", () => {
      expect(apiErrorText(billing, new TypeError('Failed to fetch'), 'Failed', { keys: 'errors.portal' })).toBe(
        'Failed',
      );
      expect(apiErrorText(billing, answer(418), 'Failed', { keys: 'errors.portal' })).toBe('Failed');
    });
  });

  describe('a design refusal', () => {
    it.each(['es', 'fr', 'de'])('translates by the problem key, with the colour named in %s', (language) => {
      const refused = refusal('lowContrast', 'foreground', { label: 'foreground colour', ratio: 1.1 });
      const text = apiErrorText(tIn(language), refused, refused.message, { values: { minimumContrast: 4.5 } });
      expect(text).not.toBe(refused.message);
      expect(text).toContain('1.1');
      expect(text).toContain('4.5');
      expect(text).toContain(tIn(language, 'designer')('labels.foreground'));
    });

    it.each(['es', 'fr', 'de'])('says what to change for an unscannable design in %s, item by item', (language) => {
      const designer = tIn(language, 'designer');
      const refused = refusal('unscannable', undefined, {
        scanner: 'zbar',
        size: 1000,
        advice: ['smallerLogo', 'darkerForeground'],
      });
      const text = apiErrorText(tIn(language), refused, refused.message);
      expect(text).toContain('zbar');
      expect(text).toContain('1000');
      expect(text).toContain(
        `${designer('scanAdvice.smallerLogo')}${designer('scanAdvice.separator')}${designer('scanAdvice.darkerForeground')}`,
      );
      expect(text).not.toContain(SCAN_ADVICE.smallerLogo);
    });

    it('writes the largest share a logo may take as the English message does', () => {
      const refused = refusal('logoTooLarge', 'logo.size', { maximum: 0.23 });
      expect(apiErrorText(t, refused, 'Failed')).toBe(refused.message);
    });

    it("says the refusal an ApiError carries, before its code's generic text", () => {
      const { message, ...body } = refusal('sizeTooSmall', 'size', { minimum: 387 });
      const error = answer(400, 'INVALID_IMAGE_REQUEST', { message, ...body });
      expect(apiErrorText(tIn('de'), error, 'Failed')).toBe(
        tIn('de', 'designer')('problems.sizeTooSmall', { minimum: 387 }),
      );
      expect(apiErrorText(tIn('de'), error, 'Failed')).toContain('387');
    });

    it("keeps the server's text for a problem this build does not know, and the code's for an ApiError", () => {
      const unknown = { problem: 'somethingNew', message: 'A new rule' };
      expect(apiErrorText(tIn('de'), unknown, unknown.message)).toBe('A new rule');
      expect(apiErrorText(t, answer(400, 'INVALID_CUSTOMIZATION', unknown), 'Failed')).toBe(
        'The design is not valid. Check its colours, logo and frame.',
      );
    });
  });
});

describe('the translations of error codes', () => {
  it('are the whole list of the contract', () => {
    // Guards the check below against an empty list (a contract without the codes).
    expect(API_ERROR_CODES).toEqual(
      expect.arrayContaining(['QR_CODE_NOT_FOUND', 'NOT_SIGNED_IN', 'VALIDATION_FAILED', 'ROUTE_NOT_FOUND']),
    );
  });

  it('are in one casing, as the API says them in `code`', () => {
    expect(API_ERROR_CODES.filter((code) => !/^[A-Z][A-Z0-9_]*$/.test(code))).toEqual([]);
  });

  it.each([...LANGUAGES])('cover every error code the API can answer with, in %s', (language) => {
    const translated = RESOURCES[language].common['apiErrors'] as Record<string, unknown>;
    const missing = API_ERROR_CODES.filter((code) => typeof translated[code] !== 'string');
    expect(missing).toEqual([]);
  });

  it.each([...LANGUAGES])('name no code the API does not answer with (no other casing), in %s', (language) => {
    const translated = RESOURCES[language].common['apiErrors'] as Record<string, unknown>;
    const codes: readonly string[] = API_ERROR_CODES;
    expect(Object.keys(translated).filter((key) => !codes.includes(key))).toEqual([]);
  });
});
