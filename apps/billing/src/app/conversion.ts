declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const STORAGE_PREFIX = 'liveqr.conversion.';

/**
 * The ad conversion for a completed checkout (spec §7 Other): value 1 USD, transaction id =
 * the checkout session id, sent once per session id (remembered in local storage), and only
 * when a conversion id is configured and the page's ad tag is present. Returns whether it was sent.
 */
export function reportConversion(
  conversionId: string | undefined,
  sessionId: string | null,
  storage: Storage = window.localStorage,
  send: ((...args: unknown[]) => void) | undefined = window.gtag,
): boolean {
  if (!conversionId || !sessionId || !send) return false;
  const key = STORAGE_PREFIX + sessionId;
  if (storage.getItem(key)) return false;
  send('event', 'conversion', { send_to: conversionId, value: 1, currency: 'USD', transaction_id: sessionId });
  storage.setItem(key, '1');
  return true;
}
