import { apiErrorText } from '@liveqr/web/api-client';
import type { TFunction } from 'i18next';

/** The API's stable error code in the reader's language; anything else as a generic failure. */
export function errorText(t: TFunction<'dashboard'>, error: unknown): string {
  return apiErrorText(t, error, t('organise.errors.unknown'));
}
