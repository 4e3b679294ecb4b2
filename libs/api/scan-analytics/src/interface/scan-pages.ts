import { html, SafeHtml, type Translate } from '@liveqr/api/platform';
import { parseDestination } from '@liveqr/qr-content';
import type { Language, ScanRefusal } from '@liveqr/shared/contracts';

/**
 * The scan redirect's own pages, for a phone that scanned a code it cannot simply follow: small,
 * static HTML without script or external resources, in the scanner's language.
 */

/** The pages load nothing and run nothing: the policy says so. */
export const SCAN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * The password page posts its form back to the scan path, the only form these pages have. The
 * answer redirects to the code's destination, and browsers hold that redirect to form-action
 * too: any http(s) destination is allowed (the destination policy judged it already).
 */
export const PASSWORD_PAGE_HEADERS = {
  ...SCAN_PAGE_HEADERS,
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self' https: http:; frame-ancestors 'none'",
};

/** The page's language and texts. */
export interface PageLocale {
  language: Language;
  t: Translate;
}

/** Where the code leads, for the preview and the interstitial. */
export interface Destination {
  qrCodeId: string;
  /** A URL (ASCII) or a path of one of our public pages. */
  location: string;
  /** The destination's host as people read it; null for one of our pages. */
  host: string | null;
}

export function inactivePage(locale: PageLocale): string {
  return message(locale, 'inactive');
}

export function notFoundPage(locale: PageLocale): string {
  return message(locale, 'notFound');
}

export function suspendedPage(locale: PageLocale): string {
  return message(locale, 'suspended');
}

/** A destination the policy refuses now (blocklisted since, or saved before a rule): the scanner is warned, not sent. */
export function refusedPage(locale: PageLocale, reason: ScanRefusal, host: string, qrCodeId: string): string {
  const key = reason === 'blocklisted' ? 'blocklisted' : 'notAllowed';
  return page(locale, locale.t(`safeScans.${key}.title`), [
    html`<p>${locale.t(`safeScans.${key}.text`, { host })}</p>`,
    reportLink(locale, qrCodeId),
  ]);
}

/** A code reported by several people and not yet reviewed: the scanner decides. */
export function interstitialPage(locale: PageLocale, destination: Destination, publicHost: string): string {
  const { t } = locale;
  const host = destination.host ?? publicHost;
  return page(locale, t('safeScans.reported.title'), [
    html`<p class="question">${t('safeScans.reported.question', { host })}</p>`,
    html`<p>${t('safeScans.reported.text')}</p>`,
    html`<p class="actions">
      <a class="button" href="${destination.location}" rel="noreferrer"
        >${t('safeScans.reported.continue', { host })}</a
      >
      <a class="button button--quiet" href="/">${t('safeScans.reported.goBack')}</a>
    </p>`,
    reportLink(locale, destination.qrCodeId),
  ]);
}

/** `/s/{slug}+`: where the code leads and who vouches for it, with a Continue button to the scan itself. */
export function previewPage(
  locale: PageLocale,
  destination: Destination & { slug: string; reported: boolean },
  publicHost: string,
): string {
  const { t } = locale;
  const address =
    destination.host === null ? null : (parseDestination(destination.location)?.url ?? destination.location);
  return page(locale, t('safeScans.preview.title'), [
    html`<p>${t('safeScans.preview.leadsTo')}</p>`,
    html`<p class="host">${destination.host ?? t('safeScans.preview.page', { host: publicHost })}</p>`,
    address === null
      ? null
      : html`<p class="muted">${t('safeScans.preview.address')}</p>
          <p class="address">${address}</p>`,
    // Owners cannot verify a domain yet: the page says so rather than vouching for anyone.
    html`<p class="notice">${t('safeScans.preview.unverified')}</p>`,
    destination.reported ? html`<p class="notice notice--warning">${t('safeScans.reported.text')}</p>` : null,
    html`<p class="actions"><a class="button" href="/s/${destination.slug}">${t('safeScans.preview.continue')}</a></p>`,
    reportLink(locale, destination.qrCodeId),
    html`<p><a href="/check-a-code">${t('safeScans.preview.howTo')}</a></p>`,
  ]);
}

/**
 * The pages a code's rules show visitors, on the owner's behalf: white-label (no LiveQR footer),
 * like the public pages of a code.
 */
export function expiredPage(locale: PageLocale): string {
  const { t } = locale;
  return page(locale, t('codeRules.expired.title'), [html`<p>${t('codeRules.expired.text')}</p>`], {
    whiteLabel: true,
  });
}

/** Posts the password back to `/s/{slug}`; `wrong` after a wrong one. */
export function passwordPage(locale: PageLocale, slug: string, wrong: boolean): string {
  const { t } = locale;
  return page(
    locale,
    t('codeRules.password.title'),
    [
      html`<p>${t('codeRules.password.text')}</p>`,
      wrong ? html`<p class="notice notice--warning" role="alert">${t('codeRules.password.wrong')}</p>` : null,
      html`<form method="post" action="/s/${slug}">
        <label for="password">${t('codeRules.password.label')}</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required autofocus />
        <button class="button" type="submit">${t('codeRules.password.submit')}</button>
      </form>`,
    ],
    { whiteLabel: true },
  );
}

export function tooManyAttemptsPage(locale: PageLocale): string {
  const { t } = locale;
  return page(locale, t('codeRules.tooManyAttempts.title'), [html`<p>${t('codeRules.tooManyAttempts.text')}</p>`], {
    whiteLabel: true,
  });
}

function message(locale: PageLocale, key: 'inactive' | 'notFound' | 'suspended'): string {
  return page(locale, locale.t(`safeScans.${key}.title`), [html`<p>${locale.t(`safeScans.${key}.text`)}</p>`]);
}

function reportLink({ t }: PageLocale, qrCodeId: string): SafeHtml {
  return html`<p><a class="report" href="/report/${qrCodeId}">${t('safeScans.report')}</a></p>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:12vh auto;padding:0 1rem;color:#1f2937;line-height:1.5}
h1{font-size:1.5rem}.host{font-size:1.35rem;font-weight:700;overflow-wrap:anywhere}.address{font-family:ui-monospace,monospace;overflow-wrap:anywhere;background:#f3f4f6;padding:.5rem;border-radius:.375rem}
.muted{color:#4b5563;margin-bottom:0}.question{font-size:1.2rem;font-weight:600}.notice{background:#eff6ff;padding:.75rem;border-radius:.375rem}.notice--warning{background:#fef3c7}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600;overflow-wrap:anywhere}
.button--quiet{background:#e5e7eb;color:#111827}form{display:grid;gap:.5rem}label{font-weight:600}
input{font:inherit;padding:.75rem;border:1px solid #9ca3af;border-radius:.5rem;width:100%;box-sizing:border-box}button{font:inherit;border:0;cursor:pointer}a{color:#1d4ed8}.report{color:#b91c1c}footer{margin-top:3rem;font-size:.875rem}`;

function page(
  { language }: PageLocale,
  title: string,
  body: (SafeHtml | null)[],
  { whiteLabel = false }: { whiteLabel?: boolean } = {},
): string {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${whiteLabel ? title : `${title} · LiveQR`}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
        ${whiteLabel ? null : html`<footer><a href="/">LiveQR</a></footer>`}
      </body>
    </html> `.value;
}
