import { ApiError } from './api-error';

/** The part of i18next's `t` this needs, so the client stays free of the i18n library. */
type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

/**
 * The reader's words for a failed call: the translation of the API's stable error code when the
 * catalogue has one (`common:apiErrors.<code>`), else the screen's own text for what failed.
 */
export function apiErrorText(t: Translate, error: unknown, fallback: string): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return (code && t(`apiErrors.${code}`, { ns: 'common', defaultValue: '' })) || fallback;
}
