import { loadGoogleTag } from '@liveqr/web/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { siteSetting } from './site-settings';

/**
 * Reports a page view on every route change, only when the server was configured with an
 * analytics id (ANALYTICS_ID); otherwise it does nothing and nothing is loaded from a third party.
 */
export function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    const id = siteSetting('analytics-id');
    if (!id) return;
    // Page views are sent here on each route change, not by gtag on load.
    const gtag = loadGoogleTag(id, { send_page_view: false });
    gtag('event', 'page_view', { page_path: location.pathname, page_location: window.location.href });
  }, [location.pathname]);
  return null;
}
