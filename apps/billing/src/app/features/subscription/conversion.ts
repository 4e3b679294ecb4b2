import { loadGoogleTag } from '@liveqr/web/ui';

const STORAGE_PREFIX = 'liveqr.conversion.';

/**
 * The ad conversion for a completed checkout (spec §7 Other): value 1 USD, transaction id =
 * the checkout session id, sent once per session id (remembered in local storage), and only
 * when a conversion id (`AW-…/label`) is configured, which is also when Google's tag is loaded.
 * Returns whether it was sent.
 */
export function reportConversion(
  conversionId: string | undefined,
  sessionId: string | null,
  storage: Storage = window.localStorage,
): boolean {
  if (!conversionId || !sessionId) return false;
  const key = STORAGE_PREFIX + sessionId;
  if (storage.getItem(key)) return false;
  // The tag is configured with the account part of the id; the label only goes in send_to.
  const gtag = loadGoogleTag(conversionId.split('/')[0]);
  gtag('event', 'conversion', { send_to: conversionId, value: 1, currency: 'USD', transaction_id: sessionId });
  storage.setItem(key, '1');
  return true;
}
