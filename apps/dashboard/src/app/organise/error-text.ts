import { ApiError } from '@liveqr/web/api-client';
import type { TFunction } from 'i18next';

/** The API's stable error code in the reader's language; anything else as a generic failure. */
export function errorText(t: TFunction<'dashboard'>, error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return t(`organise.errors.${code ?? 'unknown'}`, { defaultValue: t('organise.errors.unknown') });
}
