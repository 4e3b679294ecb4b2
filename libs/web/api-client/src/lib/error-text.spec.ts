import { LANGUAGES } from '@liveqr/shared/contracts';
import { RESOURCES } from '@liveqr/web/i18n/testing';
import { API_ERROR_CODES } from '../generated/openapi';
import { ApiError } from './api-error';
import { apiErrorText } from './error-text';

/** A catalogue with one translated code. */
const t = (key: string, { defaultValue }: { ns: string; defaultValue: string }) =>
  key === 'apiErrors.qr_code_not_found' ? 'Dieser QR-Code existiert nicht mehr.' : defaultValue;

describe('apiErrorText', () => {
  it("translates the API's error code when the catalogue has it", () => {
    const error = new ApiError(404, 'QR code not found', 'qr_code_not_found');
    expect(apiErrorText(t, error, 'Failed')).toBe('Dieser QR-Code existiert nicht mehr.');
  });

  it("keeps the screen's text for a code without a translation, and for failures that are not the API's", () => {
    expect(apiErrorText(t, new ApiError(400, 'Invalid id', 'invalid_qr_code_id'), 'Failed')).toBe('Failed');
    expect(apiErrorText(t, new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
  });
});

describe('the translations of error codes', () => {
  it('are the whole list of the contract', () => {
    // Guards the check below against an empty list (a contract without the codes).
    expect(API_ERROR_CODES).toEqual(expect.arrayContaining(['qr_code_not_found', 'NOT_SIGNED_IN', 'Bad Request']));
  });

  it.each([...LANGUAGES])('cover every error code the API can answer with, in %s', (language) => {
    const translated = RESOURCES[language].common['apiErrors'] as Record<string, unknown>;
    const missing = API_ERROR_CODES.filter((code) => typeof translated[code] !== 'string');
    expect(missing).toEqual([]);
  });
});
