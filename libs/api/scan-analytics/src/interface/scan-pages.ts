import { html, SafeHtml, type Translate } from '@liveqr/api/platform';
import { hostWarning, parseDestination, type PossibleRoute, type RouteCause } from '@liveqr/qr-content';
import type { Language, RoutingCondition, ScanDestination, ScanRefusal } from '@liveqr/shared/contracts';

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
  /** A URL (ASCII) or a path of one of our public pages. */
  location: string;
  /** The destination's host as people read it; null for one of our pages. */
  host: string | null;
}

/** A code its owner switched off: white-label on the owner's custom domain, where LiveQR is not named. */
export function inactivePage(locale: PageLocale, onCustomDomain = false): string {
  return message(locale, 'inactive', onCustomDomain);
}

export function notFoundPage(locale: PageLocale): string {
  return message(locale, 'notFound');
}

export function suspendedPage(locale: PageLocale): string {
  return message(locale, 'suspended');
}

/**
 * A code whose custom domain was disabled or removed (410), on any host: white-label, and nothing
 * of the code or of anyone else's.
 */
export function withdrawnPage(locale: PageLocale): string {
  const { t } = locale;
  return page(locale, t('domainPages.withdrawn.title'), [html`<p>${t('domainPages.withdrawn.text')}</p>`], {
    whiteLabel: true,
  });
}

/**
 * An unknown slug on a custom domain (or another workspace's, which is as unknown there), without a
 * not-found URL: white-label, with the way to report a code to us (`reportUrl`, on LiveQR's host).
 */
export function domainNotFoundPage(locale: PageLocale, reportUrl: string): string {
  const { t } = locale;
  return page(
    locale,
    t('safeScans.notFound.title'),
    [
      html`<p>${t('safeScans.notFound.text')}</p>`,
      html`<p><a class="report" href="${reportUrl}">${t('safeScans.report')}</a></p>`,
    ],
    { whiteLabel: true },
  );
}

/** A custom domain's `/` without a root URL: white-label. */
export function domainHomePage(locale: PageLocale): string {
  const { t } = locale;
  return page(locale, t('domainPages.home.title'), [html`<p>${t('domainPages.home.text')}</p>`], {
    whiteLabel: true,
  });
}

/**
 * A destination the policy refuses now (blocklisted since, or saved before a rule): the scanner is
 * warned, not sent. Pages reached by a slug name the code by its slug, never by its internal id.
 */
export function refusedPage(locale: PageLocale, reason: ScanRefusal, host: string, slug: string): string {
  const key = reason === 'blocklisted' ? 'blocklisted' : 'notAllowed';
  return page(locale, locale.t(`safeScans.${key}.title`), [
    html`<p>${locale.t(`safeScans.${key}.text`, { host })}</p>`,
    reportLink(locale, slug),
  ]);
}

/** A code reported by several people and not yet reviewed: the scanner decides. */
export function interstitialPage(
  locale: PageLocale,
  destination: Destination,
  slug: string,
  publicHost: string,
): string {
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
    reportLink(locale, slug),
  ]);
}

/**
 * `/s/{slug}+`: where the code leads and who vouches for it, with a Continue button to the scan
 * itself. A code with rules lists every destination they can send a scan to, each with what leads
 * there; each host is shown as people read it, with its ASCII form when that differs and a warning
 * when it imitates another. On a custom domain (`verifiedDomain`) it says that the domain was
 * verified as the code's owner's.
 */
export function previewPage(
  locale: PageLocale,
  preview: Destination & { routes: PossibleRoute[]; slug: string; reported: boolean },
  publicHost: string,
  verifiedDomain?: string,
): string {
  const { t } = locale;
  const several = preview.routes.length > 1;
  const byDefault: ScanDestination =
    preview.host === null
      ? { kind: 'page', path: preview.location }
      : { kind: 'redirect', url: preview.location, host: preview.host };
  const destinations = several ? preview.routes.map(({ destination }) => destination) : [byDefault];
  return page(locale, t('safeScans.preview.title'), [
    verifiedDomain ? html`<p class="notice">${t('domainPages.verified', { host: verifiedDomain })}</p>` : null,
    html`<p>${t(several ? 'safeScans.preview.leadsToSeveral' : 'safeScans.preview.leadsTo')}</p>`,
    several
      ? html`<ul class="routes">
          ${preview.routes.map(
            ({ cause, destination }) =>
              html`<li>
                <p class="muted">${causeText(locale, cause)}</p>
                ${destinationBlock(locale, destination, publicHost)}
              </li>`,
          )}
        </ul>`
      : destinationBlock(locale, byDefault, publicHost),
    // Nobody vouches for another site: the scanner checks it is the one they expect. LiveQR's own pages need no such check.
    destinations.some(({ kind }) => kind === 'redirect')
      ? html`<p class="notice">${t('safeScans.preview.checkSite')}</p>`
      : null,
    preview.reported ? html`<p class="notice notice--warning">${t('safeScans.reported.text')}</p>` : null,
    html`<p class="actions"><a class="button" href="/s/${preview.slug}">${t('safeScans.preview.continue')}</a></p>`,
    reportLink(locale, preview.slug),
    html`<p><a href="/check-a-code">${t('safeScans.preview.howTo')}</a></p>`,
  ]);
}

/** One destination: its host, its ASCII form if different, the full address, and any warning about it. */
function destinationBlock(locale: PageLocale, destination: ScanDestination, publicHost: string): SafeHtml | null {
  const { t } = locale;
  switch (destination.kind) {
    case 'page':
      // Our own page's address holds the code's id: the host says enough.
      return html`<p class="host">${t('safeScans.preview.page', { host: publicHost })}</p>`;
    case 'untrackable':
      return null;
    case 'refused':
      return html`<p class="host">${destination.host}</p>
        <p class="notice notice--warning">${t('safeScans.preview.refused')}</p>`;
    case 'redirect': {
      const parsed = parseDestination(destination.url);
      const warning = hostWarning(destination.url);
      return html`<p class="host">${destination.host}</p>
        ${
          parsed && parsed.asciiHost !== parsed.host
            ? html`<p class="muted">${t('safeScans.preview.asciiHost', { host: parsed.asciiHost })}</p>`
            : null
        }
        <p class="muted">${t('safeScans.preview.address')}</p>
        <p class="address">${parsed?.url ?? destination.url}</p>
        ${
          warning
            ? html`<p class="notice notice--warning" role="alert">
                ${
                  warning.kind === 'mixed_scripts'
                    ? t('safeScans.preview.mixedScripts', { host: warning.host })
                    : t('safeScans.preview.lookalike', { host: warning.host, brand: warning.brand })
                }
              </p>`
            : null
        }`;
    }
  }
}

/** What leads a scan to a destination, in the visitor's words: "iPhone and iPad · in France", "30% of scans". */
function causeText({ language, t }: PageLocale, cause: RouteCause): string {
  switch (cause.kind) {
    case 'rule':
      return conditionText({ language, t }, cause.when);
    case 'split':
      return t('safeScans.preview.share', {
        percent: new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(cause.share),
      });
    case 'otherwise':
      return t('safeScans.preview.otherwise');
    case 'expired': {
      const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });
      const limits = [
        ...(cause.expiresAt === null
          ? []
          : [t('safeScans.preview.afterDate', { date: `${date.format(new Date(cause.expiresAt))} UTC` })]),
        ...(cause.scanLimit === null
          ? []
          : [
              t('safeScans.preview.afterScans', {
                count: cause.scanLimit,
                scans: new Intl.NumberFormat(language).format(cause.scanLimit),
              }),
            ]),
      ];
      return new Intl.ListFormat(language, { type: 'disjunction' }).format(limits);
    }
  }
}

/** A Sunday, for the names of the days of the week (0 = Sunday). */
const A_SUNDAY = Date.UTC(2023, 0, 1);

function conditionText({ language, t }: PageLocale, when: RoutingCondition): string {
  const anyOf = (items: string[]) => new Intl.ListFormat(language, { type: 'disjunction' }).format(items);
  const regions = new Intl.DisplayNames(language, { type: 'region', fallback: 'code' });
  const languages = new Intl.DisplayNames(language, { type: 'language', fallback: 'code' });
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const timeZone = when.timeZone ?? 'UTC';
  return [
    when.os && anyOf(when.os.map((os) => t(`safeScans.preview.os.${os}`))),
    when.device && anyOf(when.device.map((device) => t(`safeScans.preview.device.${device}`))),
    when.country && t('safeScans.preview.inCountries', { list: anyOf(when.country.map((c) => regions.of(c) ?? c)) }),
    when.language &&
      t('safeScans.preview.inLanguages', { list: anyOf(when.language.map((l) => languages.of(l) ?? l)) }),
    when.days &&
      t('safeScans.preview.onDays', {
        list: anyOf(when.days.map((day) => weekday.format(A_SUNDAY + day * 86_400_000))),
      }),
    when.from !== undefined &&
      when.to !== undefined &&
      t('safeScans.preview.between', { from: when.from.replace('T', ' '), to: when.to.replace('T', ' '), timeZone }),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join(' · ');
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

function message(locale: PageLocale, key: 'inactive' | 'notFound' | 'suspended', whiteLabel = false): string {
  return page(locale, locale.t(`safeScans.${key}.title`), [html`<p>${locale.t(`safeScans.${key}.text`)}</p>`], {
    whiteLabel,
  });
}

function reportLink({ t }: PageLocale, slug: string): SafeHtml {
  return html`<p><a class="report" href="/report/s/${slug}">${t('safeScans.report')}</a></p>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:12vh auto;padding:0 1rem;color:#1f2937;line-height:1.5}
h1{font-size:1.5rem}.host{font-size:1.35rem;font-weight:700;overflow-wrap:anywhere}.address{font-family:ui-monospace,monospace;overflow-wrap:anywhere;background:#f3f4f6;padding:.5rem;border-radius:.375rem}
.muted{color:#4b5563;margin-bottom:0}.routes{list-style:none;padding:0}.routes li{border-top:1px solid #e5e7eb;padding:.5rem 0}.question{font-size:1.2rem;font-weight:600}.notice{background:#eff6ff;padding:.75rem;border-radius:.375rem}.notice--warning{background:#fef3c7}
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
