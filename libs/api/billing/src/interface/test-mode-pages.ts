import { MONTHLY_PLAN } from '../domain/plan';
import type { Subscription } from '../domain/subscription.entity';
import { billingPage, TEST_CHECKOUT_PATH, TEST_PORTAL_PATH } from '../application/billing-links';

/**
 * The local test-mode stand-ins for Stripe's hosted Checkout and Customer Portal: plain HTML
 * forms (no script), marked so that nobody mistakes them for a real payment.
 */
export const TEST_MODE_BANNER = 'Test mode — no card is charged';

const price = `$${(MONTHLY_PLAN.amountCents / 100).toFixed(2)} / ${MONTHLY_PLAN.interval}`;

export function testCheckoutPage(): string {
  return page(
    'Test checkout',
    `<h1>Subscribe to LiveQR</h1>
    <p><strong>${MONTHLY_PLAN.name}</strong> — ${price}</p>
    <p>${MONTHLY_PLAN.description} · ${MONTHLY_PLAN.highlight}</p>
    <form method="post" action="${TEST_CHECKOUT_PATH}">
      <button type="submit">Pay ${price} (test)</button>
    </form>
    <p><a href="${billingPage.canceled}">Cancel and go back</a></p>`,
  );
}

export function testPortalPage(subscription: Subscription | null): string {
  const active = subscription?.isActive() ?? false;
  const renewal = subscription?.currentPeriodEnd?.toISOString().slice(0, 10) ?? '—';
  const state = !active
    ? 'You have no active subscription.'
    : subscription?.cancelAtPeriodEnd
      ? `Your ${MONTHLY_PLAN.name} is cancelled and ends on ${renewal}.`
      : `Your ${MONTHLY_PLAN.name} (${price}) renews on ${renewal}.`;
  const actions = active
    ? `<form method="post" action="${TEST_PORTAL_PATH}">
        <input type="hidden" name="when" value="period_end">
        <button type="submit">Cancel at period end</button>
      </form>
      <form method="post" action="${TEST_PORTAL_PATH}">
        <input type="hidden" name="when" value="now">
        <button type="submit">Cancel now</button>
      </form>`
    : '';
  return page(
    'Test subscription management',
    `<h1>Manage subscription</h1><p>${state}</p>${actions}
    <p><a href="${billingPage.path}">Back to Subscription &amp; Billing</a></p>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · LiveQR</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
.test-mode{background:#fff3cd;border:1px solid #e0b000;padding:.75rem;border-radius:.5rem;font-weight:600}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.25rem 0;cursor:pointer}</style></head>
<body><p class="test-mode" role="status">${TEST_MODE_BANNER}</p>${body}</body>
</html>`;
}
