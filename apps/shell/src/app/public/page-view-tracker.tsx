import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteSetting } from './site-settings';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Reports a page view on every route change, only when the server was configured with an
 * analytics id (ANALYTICS_ID); otherwise it does nothing and nothing is loaded from a third party.
 */
export function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    const gtag = analytics();
    gtag?.('event', 'page_view', { page_path: location.pathname, page_location: window.location.href });
  }, [location.pathname]);
  return null;
}

let loaded: Gtag | null | undefined;

/** Google's gtag.js, started once; null without an analytics id. */
function analytics(): Gtag | null {
  if (loaded !== undefined) return loaded;
  const id = siteSetting('analytics-id');
  if (!id) return (loaded = null);
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the tracker on each route change, not by gtag on load.
  window.gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return (loaded = window.gtag);
}
