import { html, SafeHtml, type Translate } from '@liveqr/api/platform';
import type { Language } from '@liveqr/shared/contracts';
import { MONTHLY_PLAN } from '../domain/plan';
import type { Subscription } from '../domain/subscription.entity';
import type { BillingLinks } from '../application/billing-links';

/** A test-mode page's language and its texts (the web's `public.json`, under `testMode`). */
export interface TestModePageLocale {
  language: Language;
  t: Translate;
}

/**
 * The local test-mode stand-ins for Stripe's hosted Checkout and Customer Portal: HTML forms in
 * LiveQR's look (no script), in the visitor's language, marked so that nobody mistakes them for a
 * real payment.
 */
export function testCheckoutPage(locale: TestModePageLocale, links: BillingLinks): string {
  const { t } = locale;
  const price = monthlyPrice(locale);
  return page(
    locale,
    t('testMode.checkout.title'),
    html`<h1>${t('testMode.checkout.heading')}</h1>
      <p><strong>${t('pricing.plan.name')}</strong> — ${price}</p>
      <p class="muted">${t('pricing.plan.description')} · ${t('pricing.plan.highlight')}</p>
      <form method="post" action="${links.testCheckout}">
        <button type="submit">${t('testMode.checkout.pay', { price })}</button>
      </form>
      <p><a href="${links.canceled}">${t('testMode.checkout.cancel')}</a></p>`,
  );
}

export function testPortalPage(
  locale: TestModePageLocale,
  links: BillingLinks,
  subscription: Subscription | null,
): string {
  const { language, t } = locale;
  const active = subscription?.isActive() ?? false;
  const plan = t('pricing.plan.name');
  const renewal = subscription?.currentPeriodEnd
    ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(subscription.currentPeriodEnd)
    : '—';
  const state = !active
    ? t('testMode.portal.none')
    : subscription?.cancelAtPeriodEnd
      ? t('testMode.portal.cancelled', { plan, date: renewal })
      : t('testMode.portal.renews', { plan, price: monthlyPrice(locale), date: renewal });
  const actions = active
    ? html`<form method="post" action="${links.testPortal}">
          <input type="hidden" name="when" value="period_end" />
          <button type="submit">${t('testMode.portal.cancelAtPeriodEnd')}</button>
        </form>
        <form method="post" action="${links.testPortal}">
          <input type="hidden" name="when" value="now" />
          <button type="submit" class="secondary">${t('testMode.portal.cancelNow')}</button>
        </form>`
    : null;
  return page(
    locale,
    t('testMode.portal.title'),
    html`<h1>${t('testMode.portal.heading')}</h1>
      <p>${state}</p>
      ${actions}
      <p><a href="${links.page}">${t('testMode.portal.back')}</a></p>`,
  );
}

/** The Monthly Plan's price in the page's language: "$5.00 / month", "5,00 $ pro Monat". */
function monthlyPrice({ language, t }: TestModePageLocale): string {
  const amount = new Intl.NumberFormat(language, { style: 'currency', currency: MONTHLY_PLAN.currency }).format(
    MONTHLY_PLAN.amountCents / 100,
  );
  return t('testMode.price', { amount });
}

/** LiveQR's colours and type, inline (the page loads nothing), with room for a thumb on a phone. */
const STYLE = new SafeHtml(`*{box-sizing:border-box}
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
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`);

function page({ language, t }: TestModePageLocale, title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · LiveQR</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>
          <div class="card">
            <p class="test-mode" role="status">${t('testMode.banner')}</p>
            ${body}
          </div>
        </main>
      </body>
    </html>`.value;
}
