import { MONTHLY_PLAN } from '../domain/plan';
import type { Subscription } from '../domain/subscription.entity';
import { billingPage, TEST_CHECKOUT_PATH, TEST_PORTAL_PATH } from '../application/billing-links';

/**
 * The local test-mode stand-ins for Stripe's hosted Checkout and Customer Portal: HTML forms in
 * LiveQR's look (no script), marked so that nobody mistakes them for a real payment.
 */
export const TEST_MODE_BANNER = 'Test mode — no card is charged';

const price = `$${(MONTHLY_PLAN.amountCents / 100).toFixed(2)} / ${MONTHLY_PLAN.interval}`;

export function testCheckoutPage(): string {
  return page(
    'Test checkout',
    `<h1>Subscribe to LiveQR</h1>
    <p><strong>${MONTHLY_PLAN.name}</strong> — ${price}</p>
    <p class="muted">${MONTHLY_PLAN.description} · ${MONTHLY_PLAN.highlight}</p>
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
        <button type="submit" class="secondary">Cancel now</button>
      </form>`
    : '';
  return page(
    'Test subscription management',
    `<h1>Manage subscription</h1><p>${state}</p>${actions}
    <p><a href="${billingPage.path}">Back to Subscription &amp; Billing</a></p>`,
  );
}

/** LiveQR's colours and type, inline (the page loads nothing), with room for a thumb on a phone. */
const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;line-height:1.5;color:#1f2937;background:#f8fafc}
main{max-width:32rem;margin:2rem auto;padding:0 1rem}
.card{padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;box-shadow:0 1px 2px rgb(15 23 42/.06)}
h1{margin:0 0 1rem;font-size:1.5rem}
.test-mode{margin:0 0 1rem;padding:.75rem 1rem;background:#fff7e0;border:1px solid #e0b000;border-radius:.5rem;color:#713f12;font-weight:600}
.muted{color:#475569}
form{margin:1rem 0 0}
button{width:100%;min-height:44px;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
a{display:inline-block;min-height:24px;margin-top:1rem;color:#1d4ed8}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · LiveQR</title>
<style>${STYLE}</style></head>
<body><main><div class="card"><p class="test-mode" role="status">${TEST_MODE_BANNER}</p>${body}</div></main></body>
</html>`;
}
