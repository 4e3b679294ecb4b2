export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Ids already configured on this page, so each is configured once. */
const configured = new Set<string>();

/**
 * Google's tag (gtag.js) for one tag id (an analytics `G-…` or an ads `AW-…` id): the script is
 * added once per page, whichever app asks first, and each id is configured once. Only call it
 * when the server configured an id: nothing is loaded from a third party otherwise.
 */
export function loadGoogleTag(tagId: string, config: Record<string, unknown> = {}): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments);
    };
    window.gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
    document.head.appendChild(script);
  }
  if (!configured.has(tagId)) {
    configured.add(tagId);
    window.gtag('config', tagId, config);
  }
  return window.gtag;
}
