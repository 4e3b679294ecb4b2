import { html, SafeHtml, type Translate } from '@liveqr/api/platform';
import { QR_TYPE_IDS } from '@liveqr/qr-content';
import { LANGUAGES, type Language } from '@liveqr/shared/contracts';
import { headTags } from '../index-html';
import type { PageMeta } from '../page-meta';
import { TYPE_ICONS } from './type-icons';

/** Everything one of the site's own pages is written from. */
export interface SitePage {
  language: Language;
  /** The `public` texts. */
  t: Translate;
  /** The `common` texts: layout and type names. */
  common: Translate;
  meta: PageMeta;
  /** Absolute URL of the page (canonical link, og:url). */
  url: string;
  defaultImage: string;
  /** The web app's stylesheet (its content-hashed name), shared with the app so both look alike. */
  stylesheet?: string;
  /** The visitor has a session cookie: the header leads to their codes rather than to signing in. */
  signedIn: boolean;
  /** When configured (ANALYTICS_ID), the page script reports the page view, as the app does. */
  analyticsId?: string;
  /** The product screenshots built with the shell (tools/screenshots); the section is left out without them. */
  screenshots?: Screenshot[];
  /** The visitor's account was just deleted (`/?account=deleted`, from the web app): the home page says so. */
  accountDeleted?: boolean;
}

/** One screen of the product, photographed at two sizes (apps/shell/src/screenshots/manifest.json). */
export interface Screenshot {
  /** `dashboard`, `designer` or `analytics`: names its texts (`landing.showcase.screens.<id>`). */
  id: string;
  desktop: ScreenshotImage;
  phone: ScreenshotImage;
}

export interface ScreenshotImage {
  /** Of the largest variant: with them the page reserves the image's space before it arrives. */
  width: number;
  height: number;
  /** `srcset` values, one per format. */
  avif: string;
  webp: string;
  /** For a browser without `srcset`. */
  fallback: string;
}

/** The menu toggle and the generator: the only script of the site's pages, served from our origin. */
export const SITE_SCRIPT = '/site/site.mjs';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };
const FAQ_ITEMS = [
  'dynamic',
  'edit',
  'tracking',
  'formats',
  'cancel',
  'printed',
  'payment',
  'types',
  'limits',
  'support',
];
const REASONS = ['unlimitedScans', 'noWatermarks', 'dynamic', 'analytics', 'branding', 'neverStop'];
const PLAN_FEATURES = ['codes', 'types', 'modifications', 'scans', 'formats', 'support'];
const COMPARED = ['price', 'scans', 'codes', 'api', 'rules', 'watermark', 'lapse'];
const STYLES = ['classic', 'dots', 'rounded', 'ink'];

/** The home page: the generator above the fold, the 16 types, why LiveQR, the product seen, the comparison, three questions. */
export function landingPage(page: SitePage): string {
  const { t, common } = page;
  return siteDocument(
    page,
    html`<div class="landing">
      ${page.accountDeleted ? html`<p class="card" role="status">${t('landing.accountDeleted')}</p>` : null}
      <section class="hero hero--generator" aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title">${t('landing.hero.title')}</h1>
          <p class="hero__text">${t('landing.hero.text')}</p>
          <div class="actions">
            <a class="button button--primary button--large" href="/signup">${t('landing.hero.cta')}</a>
            <a class="button button--large" href="/pricing">${t('landing.hero.secondary')}</a>
          </div>
        </div>
        ${generator(page)}
      </section>

      <section class="section" aria-labelledby="types-title">
        <h2 id="types-title">${t('landing.types.title')}</h2>
        <p class="muted">${t('landing.types.intro')}</p>
        <ul class="type-grid">
          ${QR_TYPE_IDS.map(
            (type) =>
              html`<li class="card type-card">
                <svg class="type-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                  <path d="${TYPE_ICONS[type]}" />
                </svg>
                <h3>${common(`qrTypes.${type}.label`)}</h3>
                <p>${common(`qrTypes.${type}.description`)}</p>
              </li>`,
          )}
        </ul>
      </section>

      <section class="section" aria-labelledby="why-title">
        <h2 id="why-title">${t('landing.why.title')}</h2>
        <ul class="reason-grid">
          ${REASONS.map(
            (reason) =>
              html`<li class="reason">
                <h3>${t(`landing.why.${reason}.title`)}</h3>
                <p>${t(`landing.why.${reason}.text`)}</p>
              </li>`,
          )}
        </ul>
      </section>

      ${showcase(page)} ${comparison(page)}

      <section class="section" aria-labelledby="faq-title">
        <h2 id="faq-title">${t('landing.faq.title')}</h2>
        ${faqList(t, FAQ_ITEMS.slice(0, 3), 3)}
        <p class="link-line"><a href="/faq">${t('landing.faq.more')}</a></p>
      </section>

      <section class="section final-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">${t('landing.cta.title')}</h2>
        <p>${t('landing.cta.text')}</p>
        <a class="button button--light button--large" href="/signup">${t('landing.cta.button')}</a>
      </section>
    </div>`,
  );
}

/** The one plan and how it compares. */
export function pricingPage(page: SitePage): string {
  const { t } = page;
  return siteDocument(
    page,
    html`<div class="page page--narrow pricing">
        <h1>${t('pricing.title')}</h1>
        <p class="muted">${t('pricing.intro')}</p>
        <section class="card plan" aria-labelledby="plan-name">
          <h2 id="plan-name">${t('pricing.plan.name')}</h2>
          <p class="plan__description">${t('pricing.plan.description')}</p>
          <p class="plan__price">
            <span class="plan__amount">${t('pricing.plan.price')}</span
            ><span class="plan__period">${t('pricing.plan.period')}</span>
          </p>
          <p class="plan__highlight">${t('pricing.plan.highlight')}</p>
          <h3 class="plan__features-title">${t('pricing.plan.featuresLabel')}</h3>
          <ul class="check-list">
            ${PLAN_FEATURES.map((feature) => html`<li>${t(`pricing.plan.features.${feature}`)}</li>`)}
          </ul>
          <p class="plan__terms">${t('pricing.plan.terms')}</p>
          ${
            page.signedIn
              ? html`<a class="button button--primary button--large button--block" href="/billing"
                  >${t('pricing.plan.ctaSignedIn')}</a
                >`
              : html`<a class="button button--primary button--large button--block" href="/signup"
                  >${t('pricing.plan.cta')}</a
                >`
          }
        </section>
      </div>
      ${comparison(page)}`,
  );
}

/** Every question, each answer a disclosure; one open at a time (the `name` of the group). */
export function faqPage(page: SitePage): string {
  const { t } = page;
  return siteDocument(
    page,
    html`<div class="page page--narrow">
      <h1>${t('faq.title')}</h1>
      <p class="muted">${t('faq.intro')} <a href="/contact">${t('faq.contactLink')}</a></p>
      ${faqList(t, FAQ_ITEMS, 2)}
      <section class="card faq-more" aria-labelledby="faq-more-title">
        <h2 id="faq-more-title">${t('faq.more.title')}</h2>
        <p>${t('faq.more.text')}</p>
        <div class="actions">
          <a class="button button--primary" href="/contact">${t('faq.more.contact')}</a>
          <a class="button" href="/signup">${t('faq.more.signup')}</a>
          <a class="button" href="/login">${t('faq.more.login')}</a>
        </div>
        <p class="link-line"><a href="/">${t('faq.more.home')}</a></p>
      </section>
    </div>`,
  );
}

/**
 * Type a link, pick a look, see the code; download it as a static code, or sign up to make it
 * dynamic. Without the script the form still works: its buttons download the code.
 */
function generator({ t }: SitePage): SafeHtml {
  return html`<form
    class="card generator"
    action="/api/public/static-qr-code"
    method="get"
    aria-labelledby="generator-title"
    data-generator
    data-error-invalid="${t('site.generator.errors.invalid')}"
    data-error-too-many="${t('site.generator.errors.tooMany')}"
    data-error-failed="${t('site.generator.errors.failed')}"
    data-preview-alt="${t('site.generator.previewAlt')}"
  >
    <h2 id="generator-title">${t('site.generator.title')}</h2>
    <div class="form-field">
      <label for="generator-url">${t('site.generator.label')}</label>
      <input
        id="generator-url"
        name="url"
        type="text"
        inputmode="url"
        autocomplete="url"
        spellcheck="false"
        maxlength="2048"
        required
        placeholder="${t('site.generator.placeholder')}"
        aria-describedby="generator-error"
      />
    </div>
    <fieldset class="generator__styles">
      <legend>${t('site.generator.style')}</legend>
      ${STYLES.map(
        (style, index) =>
          html`<label class="generator__style">
            <input type="radio" name="style" value="${style}" ${index === 0 ? html`checked` : null} />
            <span>${t(`site.generator.styles.${style}`)}</span>
          </label>`,
      )}
    </fieldset>
    <input type="hidden" name="size" value="1024" />
    <input type="hidden" name="download" value="true" />
    <div class="generator__preview">
      <img data-preview width="220" height="220" alt="" hidden />
      <p class="muted" data-empty>${t('site.generator.empty')}</p>
      <p id="generator-error" class="field-error" role="alert" data-error></p>
    </div>
    <div class="actions">
      <button class="button button--primary" name="format" value="png">${t('site.generator.downloadPng')}</button>
      <button class="button" name="format" value="svg">${t('site.generator.downloadSvg')}</button>
    </div>
    <p class="muted generator__note">${t('site.generator.static')}</p>
    <p class="link-line"><a href="/signup">${t('site.generator.dynamic')}</a></p>
  </form>`;
}

/**
 * Phones get the phone screenshot, at most 24rem wide; wider screens the desktop one, the whole
 * column until the text moves beside it (56rem), then two thirds of it (styles.css, .showcase).
 */
const PHONE_MEDIA = '(max-width: 40rem)';
const PHONE_SIZES = 'min(24rem, calc(100vw - 2.5rem))';
const DESKTOP_SIZES = '(min-width: 72rem) 45rem, (min-width: 56rem) 62vw, calc(100vw - 2.5rem)';

/** "See it": the real product, photographed (tools/screenshots); below the fold, so loaded lazily. */
function showcase({ t, screenshots }: SitePage): SafeHtml | null {
  if (!screenshots?.length) return null;
  return html`<section class="section showcase" aria-labelledby="showcase-title">
    <h2 id="showcase-title">${t('landing.showcase.title')}</h2>
    <p class="muted">${t('landing.showcase.intro')}</p>
    <ul class="showcase__list">
      ${screenshots.map(
        ({ id, desktop, phone }) =>
          html`<li class="showcase__item">
            <div>
              <h3>${t(`landing.showcase.screens.${id}.title`)}</h3>
              <p class="muted">${t(`landing.showcase.screens.${id}.text`)}</p>
            </div>
            <picture>
              ${imageSource(phone, 'avif', PHONE_SIZES, PHONE_MEDIA)}
              ${imageSource(phone, 'webp', PHONE_SIZES, PHONE_MEDIA)} ${imageSource(desktop, 'avif', DESKTOP_SIZES)}
              <img
                class="showcase__image"
                src="${desktop.fallback}"
                srcset="${desktop.webp}"
                sizes="${DESKTOP_SIZES}"
                width="${desktop.width}"
                height="${desktop.height}"
                alt="${t(`landing.showcase.screens.${id}.alt`)}"
                loading="lazy"
                decoding="async"
              />
            </picture>
          </li>`,
      )}
    </ul>
  </section>`;
}

function imageSource(image: ScreenshotImage, format: 'avif' | 'webp', sizes: string, media?: string): SafeHtml {
  return html`<source
    ${media ? html`media="${media}"` : null}
    type="image/${format}"
    srcset="${image[format]}"
    sizes="${sizes}"
    width="${image.width}"
    height="${image.height}"
  />`;
}

function comparison({ t }: SitePage): SafeHtml {
  // Not a landmark itself: its scrolling table is the region of that name (one landmark per name).
  return html`<section class="section compare">
    <h2 id="compare-title">${t('site.compare.title')}</h2>
    <p class="muted">${t('site.compare.intro')}</p>
    <div class="compare__scroll" role="region" aria-labelledby="compare-title" tabindex="0">
      <table class="compare__table">
        <thead>
          <tr>
            <th scope="col">${t('site.compare.feature')}</th>
            <th scope="col">${t('site.compare.liveqr')}</th>
            <th scope="col">${t('site.compare.others')}</th>
          </tr>
        </thead>
        <tbody>
          ${COMPARED.map(
            (row) =>
              html`<tr>
                <th scope="row">${t(`site.compare.rows.${row}.label`)}</th>
                <td>${t(`site.compare.rows.${row}.liveqr`)}</td>
                <td>${t(`site.compare.rows.${row}.others`)}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    <p class="muted compare__note">${t('site.compare.note')}</p>
  </section>`;
}

function faqList(t: Translate, items: string[], headingLevel: 2 | 3): SafeHtml {
  const heading = (text: string) => (headingLevel === 2 ? html`<h2>${text}</h2>` : html`<h3>${text}</h3>`);
  return html`<div class="faq-list">
    ${items.map(
      (item, index) =>
        html`<details class="faq-item" name="faq" ${index === 0 ? html`open` : null}>
          <summary class="faq-item__question">${heading(t(`faq.items.${item}.question`))}</summary>
          <div class="faq-item__answer"><p>${t(`faq.items.${item}.answer`)}</p></div>
        </details>`,
    )}
  </div>`;
}

/**
 * The site's frame: the web app's header and footer, written by the server, in the visitor's
 * language. Without the script the phone menu cannot open, so `<noscript>` unfolds it: the page is
 * painted folded from the start and does not shift when the script arrives.
 */
function siteDocument(page: SitePage, main: SafeHtml): string {
  const { language, common, stylesheet } = page;
  return `<!doctype html>${html`<html lang="${language}" class="site">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      ${new SafeHtml(headTags(page))}
      <meta name="theme-color" content="#1d4ed8" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      ${page.analyticsId ? html`<meta name="liveqr-analytics-id" content="${page.analyticsId}" />` : null}
      ${stylesheet ? html`<link rel="stylesheet" href="/${stylesheet}" />` : null}
      <script type="module" src="${SITE_SCRIPT}"></script>
      <noscript
        ><style>
          .topbar__nav {
            display: flex;
          }
          .menu-toggle {
            display: none;
          }
        </style></noscript
      >
    </head>
    <body>
      <a class="skip-link" href="#main">${common('skipToContent')}</a>
      <div class="layout">
        <header class="topbar">
          <a class="brand" href="/">
            <img class="brand__mark" src="/favicon.svg" alt="" width="28" height="28" />${common('appName')}
          </a>
          <button type="button" class="menu-toggle" aria-expanded="false" aria-controls="main-nav">
            ${common('nav.menu')}
          </button>
          <nav id="main-nav" class="topbar__nav" aria-label="${common('nav.main')}">
            <a href="/faq">${common('nav.faq')}</a>
            <a href="/pricing">${common('nav.pricing')}</a>
            ${
              page.signedIn
                ? html`<a class="button button--primary" href="/dashboard">${common('nav.dashboard')}</a>`
                : html`<a href="/login">${common('nav.login')}</a>
                    <a class="button button--primary" href="/signup">${common('nav.signup')}</a>`
            }
          </nav>
        </header>
        <main id="main" class="content" tabindex="-1">${main}</main>
        <footer class="footer">
          <div class="footer__inner">
            <p class="footer__brand">
              <span class="brand">${common('appName')}</span> <span>${common('footer.tagline')}</span>
            </p>
            <nav class="footer__links" aria-label="${common('footer.label')}">
              <a href="/pricing">${common('footer.pricing')}</a>
              <a href="/faq">${common('footer.faq')}</a>
              <a href="/privacy">${common('footer.privacy')}</a>
              <a href="/terms">${common('footer.terms')}</a>
              <a href="/contact">${common('footer.contact')}</a>
              <a href="/check-a-code">${common('footer.checkCode')}</a>
            </nav>
            <nav class="footer__languages" aria-label="${common('footer.language')}">
              ${LANGUAGES.map((other) =>
                other === language
                  ? html`<span lang="${other}" aria-current="true">${LANGUAGE_NAMES[other]}</span>`
                  : html`<a lang="${other}" hreflang="${other}" href="?lang=${other}">${LANGUAGE_NAMES[other]}</a>`,
              )}
            </nav>
            <p class="footer__copyright">${common('footer.copyright', { year: new Date().getFullYear() })}</p>
          </div>
        </footer>
      </div>
    </body>
  </html>`}`;
}
