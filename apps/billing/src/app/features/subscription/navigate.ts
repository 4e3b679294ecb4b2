/** Leaves the app for Stripe's hosted pages or the local test-mode pages (a full page load). */
export function goTo(url: string): void {
  window.location.assign(url);
}
