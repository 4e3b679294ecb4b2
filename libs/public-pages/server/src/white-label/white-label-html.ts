import { html, pluralForms, SafeHtml, type Translate } from '@liveqr/api/platform';
import type { PublicFile, PublicPageType, PublicQrCodeView, QrCatalogErrorCode } from '@liveqr/api/qr-catalog';
import type { Language } from '@liveqr/shared/contracts';
import { headTags } from '../index-html';
import type { PageMeta } from '../page-meta';
import { initials } from './initials';
import { pageColors } from './page-colors';

/** Everything a white-label page is written from. */
export interface WhiteLabelPage {
  code: PublicQrCodeView;
  language: Language;
  t: Translate;
  /** The `common` texts: the API's refusals (`apiErrors`) that the page's script may show. */
  common: Translate;
  /** Absolute URL of the page (canonical link, og:url). */
  url: string;
  defaultImage: string;
}

/** The scripts the pages use, built with the shell and served from our origin. */
export const PAGE_SCRIPT = '/white-label/page.mjs';
export const PDF_VIEWER_SCRIPT = '/white-label/pdf-viewer.mjs';

/** The page's heading: the contact's or business's name, else the code's name, else the type's word. */
export function pageHeading(code: PublicQrCodeView, t: Translate): string {
  const named = (() => {
    switch (code.type) {
      case 'vcard': {
        const { firstName, lastName } = code.content as PublicQrCodeView<'vcard'>['content'];
        return [firstName, lastName].filter(Boolean).join(' ');
      }
      case 'business':
        return (code.content as PublicQrCodeView<'business'>['content']).businessName;
      default:
        return code.name;
    }
  })();
  return named || t(`scanPages.meta.fallbacks.${code.type}`);
}

/** What a link preview of the page shows: its heading, a line about it, and its own picture if it has one. */
export function pageMeta(code: PublicQrCodeView, t: Translate): PageMeta {
  const title = pageHeading(code, t);
  return {
    title,
    description: t(`scanPages.meta.descriptions.${code.type}`, { name: title }),
    image: ownPicture(code),
  };
}

/**
 * LiveQR's own site, which the footer's links lead to: absolute, since the page may be opened on a
 * customer's custom domain, whose `/` is theirs.
 */
function liveQrOrigin(page: WhiteLabelPage): string {
  return new URL(page.url).origin;
}

/** A gallery's first image (the other pages have no picture of their own: they show LiveQR's). */
function ownPicture(code: PublicQrCodeView): string | undefined {
  return code.type === 'images' ? (code as PublicQrCodeView<'images'>).content.images[0] : undefined;
}

/**
 * A customer's page: their content in their colours, a "Report this code" link and a small
 * "Made with LiveQR" mark, and nothing else of LiveQR (no header, navigation, footer or
 * language picker). Server-rendered; script only where the page needs it.
 */
export function whiteLabelPage(page: WhiteLabelPage): string {
  const { code, t } = page;
  const heading = pageHeading(code, t);
  const body = BODIES[code.type](page, heading);
  const liveqr = liveQrOrigin(page);
  return document(page, pageMeta(code, t), [
    html`<main class="card card--${code.type}">${body}</main>`,
    html`<footer>
      <a class="report" href="${liveqr}/report/${code.id}">${t('safeScans.report')}</a>
      <a class="made-with" href="${liveqr}/">${t('safeScans.madeWith')}</a>
    </footer>`,
  ]);
}

/** A viewer whose file was deleted: the customer's frame, and why there is nothing to show. */
export function unavailableFilePage(page: WhiteLabelPage): string {
  const { code, t } = page;
  return document(page, pageMeta(code, t), [
    html`<main class="card">
      <h1>${t('safeScans.unavailable.title')}</h1>
      <p>${t('safeScans.unavailable.text')}</p>
    </main>`,
    html`<footer><a class="made-with" href="${liveQrOrigin(page)}/">${t('safeScans.madeWith')}</a></footer>`,
  ]);
}

type Body = (page: WhiteLabelPage, heading: string) => SafeHtml;

const BODIES: Record<PublicPageType, Body> = {
  vcard: ({ code, t }, heading) => {
    const contact = (code as PublicQrCodeView<'vcard'>).content;
    return html`${avatar(initials(`${contact.firstName} ${contact.lastName}`))}
      <h1>${heading}</h1>
      ${rows(t, contact, ['phone', 'email', 'company', 'website', 'address'])}
      <a class="button" href="/api/public/qr-codes/${code.id}/vcard" download
        >${t('scanPages.vcard.saveToContacts')}</a
      >`;
  },
  business: ({ code, t }, heading) => {
    const business = (code as PublicQrCodeView<'business'>).content;
    return html`${avatar(initials(heading))}
      <h1>${heading}</h1>
      <p class="muted">${t('scanPages.business.subtitle')}</p>
      ${rows(t, business, ['website', 'phone', 'email', 'address'])}
      ${business.website ? html`<a class="button" href="${withScheme(business.website)}" rel="noopener">${t('scanPages.business.visitWebsite')}</a>` : null}`;
  },
  links: ({ code, t, common }, heading) => {
    const { links } = (code as PublicQrCodeView<'links'>).content;
    const count = t('scanPages.links.count', { count: links.length });
    return html`<h1>${heading}</h1>
      <p class="muted">${count}</p>
      ${links.length === 0 ? html`<p>${t('scanPages.links.empty')}</p>` : null}
      <ul class="links">
        ${links.map((link) => {
          // An untitled link is saved with its address as its title: shown once.
          const title = link.title || link.url;
          return html`<li>
            <a href="${withScheme(link.url)}" rel="noopener"
              ><strong>${title}</strong>${title === link.url ? null : html`<span>${link.url}</span>`}</a
            >
          </li>`;
        })}
      </ul>
      ${ownerLinksForm(code.id, t, common)}
      <script type="module" src="${PAGE_SCRIPT}"></script>`;
  },
  images: ({ code, t }, heading) => {
    const { images } = (code as PublicQrCodeView<'images'>).content;
    return html`<h1>${heading}</h1>
      <ul class="gallery">
        ${images.map(
          (url, index) =>
            html`<li>
              <a href="${url}" rel="noopener"
                ><img
                  src="${url}"
                  alt="${t('scanPages.images.image', { number: index + 1, total: images.length })}"
                  loading="${index === 0 ? 'eager' : 'lazy'}"
                  decoding="async"
              /></a>
            </li>`,
        )}
      </ul>`;
  },
  coupon: ({ code, t }, heading) => {
    const coupon = (code as PublicQrCodeView<'coupon'>).content;
    return html`<h1>${heading}</h1>
      ${
        coupon.code
          ? html`<p class="muted">${t('scanPages.coupon.code')}</p>
              <p class="coupon"><code id="coupon-code">${coupon.code}</code></p>
              <button
                class="button button--quiet"
                type="button"
                data-copy="coupon-code"
                data-copied="${t('scanPages.coupon.copied')}"
                hidden
              >
                ${t('scanPages.coupon.copy')}
              </button>`
          : null
      }
      ${coupon.text ? html`<p>${coupon.text}</p>` : null}
      ${coupon.url ? html`<a class="button" href="${withScheme(coupon.url)}" rel="noopener">${t('scanPages.coupon.open')}</a>` : null}
      <script type="module" src="${PAGE_SCRIPT}"></script>`;
  },
  social: ({ code, t }, heading) => {
    const social = (code as PublicQrCodeView<'social'>).content;
    const buttons = (
      [
        ['facebookUrl', 'facebook'],
        ['instagramUrl', 'instagram'],
        ['twitterUrl', 'twitter'],
        ['url', 'website'],
      ] as const
    )
      .filter(([field]) => social[field])
      .map(
        ([field, label]) =>
          html`<a class="button" href="${withScheme(social[field])}" rel="noopener"
            >${t(`scanPages.social.${label}`)}</a
          >`,
      );
    return html`<h1>${heading}</h1>
      <div class="buttons">${buttons}</div>`;
  },
  pdf: ({ code, language, t }, heading) => {
    const file = fileOf(code);
    // Zoomed in, the pages scroll sideways: their region takes focus so that the keyboard scrolls it too.
    return html`<h1>${heading}</h1>
      <div class="toolbar">
        <button
          class="button button--quiet"
          type="button"
          data-zoom="-1"
          aria-label="${t('safeScans.viewer.zoomOut')}"
          disabled
        >
          −
        </button>
        <button
          class="button button--quiet"
          type="button"
          data-zoom="1"
          aria-label="${t('safeScans.viewer.zoomIn')}"
          disabled
        >
          +
        </button>
        ${download(file, t)}
      </div>
      <div
        id="pdf-pages"
        class="pdf-pages"
        role="region"
        tabindex="0"
        data-src="${file.url}"
        data-failed="${t('safeScans.viewer.failed')}"
        data-pages="${JSON.stringify(pluralForms(t, language, 'safeScans.viewer.pages'))}"
        aria-busy="true"
      >
        <p class="muted" role="status">${t('safeScans.viewer.loading')}</p>
      </div>
      <script type="module" src="${PDF_VIEWER_SCRIPT}"></script>`;
  },
  video: ({ code, t }, heading) => {
    const file = fileOf(code);
    // '#t=0.1': phones show that frame as the poster instead of a black box.
    return html`<h1>${heading}</h1>
      <video
        class="player"
        controls
        playsinline
        preload="metadata"
        src="${file.url}#t=0.1"
        aria-label="${t('safeScans.viewer.player')}"
      ></video>
      ${download(file, t)}`;
  },
  mp3: ({ code, t }, heading) => {
    const file = fileOf(code);
    return html`<div class="cover" aria-hidden="true">${initials(heading, 1)}</div>
      <h1>${heading}</h1>
      <audio
        class="player"
        controls
        preload="metadata"
        src="${file.url}"
        aria-label="${t('safeScans.viewer.player')}"
      ></audio>
      ${download(file, t)}`;
  },
};

type ContactField = 'phone' | 'email' | 'company' | 'website' | 'address';

/** Labelled rows, only for what is filled in: phone and e-mail as links, the website opening the site. */
function rows(t: Translate, values: Partial<Record<ContactField, string>>, order: ContactField[]): SafeHtml {
  return html`<dl class="rows">
    ${order.map((field) => {
      const value = values[field];
      if (!value) return null;
      const shown =
        field === 'phone'
          ? html`<a href="tel:${value}">${value}</a>`
          : field === 'email'
            ? html`<a href="mailto:${value}">${value}</a>`
            : field === 'website'
              ? html`<a href="${withScheme(value)}" rel="noopener">${value}</a>`
              : value;
      return html`<div>
        <dt>${t(`scanPages.vcard.${field}`)}</dt>
        <dd class="${field}">${shown}</dd>
      </div>`;
    })}
  </dl>`;
}

function avatar(initials: string): SafeHtml {
  return html`<div class="avatar" aria-hidden="true">${initials}</div>`;
}

/**
 * The refusals of Add Link that the page says in its language, as the web apps do
 * (`common:apiErrors.<code>`, by the API's stable code: qr-catalog's in upper case); an invalid
 * link keeps the server's words, the spec's own ("This link already exists!").
 */
const ADD_LINK_REFUSALS: Uppercase<`${QrCatalogErrorCode}`>[] = [
  'SIGN_IN_TO_ADD_LINKS',
  'NOT_OWNER',
  'QR_CODE_NOT_FOUND',
  'DESTINATION_NOT_PUBLIC',
  'DESTINATION_BLOCKLISTED',
  'DESTINATION_HAS_CREDENTIALS',
  'DESTINATION_LOOP',
];

/** The owner's Add Link form, filled in by the page script only for the signed-in owner; nobody else sees it. */
function ownerLinksForm(id: string, t: Translate, common: Translate): SafeHtml {
  const texts = Object.fromEntries(
    ['open', 'close', 'addFirst', 'formTitle', 'tip', 'title', 'url', 'add', 'adding', 'clear', 'added', 'failed'].map(
      (key) => [key, t(`scanPages.links.${key}`, { message: '{{message}}' })],
    ),
  );
  const errors = Object.fromEntries(ADD_LINK_REFUSALS.map((code) => [code, common(`apiErrors.${code}`)]));
  return html`<div id="owner-links" data-id="${id}" data-texts="${JSON.stringify({ ...texts, errors })}" hidden></div>`;
}

function download(file: PublicFile, t: Translate): SafeHtml {
  return html`<a class="button" href="${file.url}" download="${file.fileName}">${t('safeScans.viewer.download')}</a>`;
}

/** Viewer pages are rendered only with a file (the caller answers "unavailable" without one). */
function fileOf(code: PublicQrCodeView): PublicFile {
  const { file } = (code as PublicQrCodeView<'pdf'>).content;
  if (!file) throw new Error(`Viewer page of ${code.id} rendered without its file`);
  return file;
}

/** Spec §2: stored links without a scheme open over https. */
function withScheme(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

function document(page: WhiteLabelPage, meta: PageMeta, body: SafeHtml[]): string {
  const colors = pageColors(page.code.colors);
  const variables = `:root{--bg:${colors.background};--text:${colors.text};--accent:${colors.accent};--on-accent:${colors.onAccent};--link:${colors.link}}`;
  return html`<!doctype html>
    <html lang="${page.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="${colors.accent}" />
        ${new SafeHtml(headTags({ language: page.language, meta, url: page.url, defaultImage: page.defaultImage }))}
        <link rel="icon" href="data:," />
        <style>
          ${new SafeHtml(variables + STYLE)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html> `.value;
}

/**
 * One small stylesheet for every white-label page, inline: no request before the first paint. An
 * address keeps the lines it was written in; a PDF page has a grey edge (4.5:1 on white) so that
 * a white page still shows on a white background.
 */
const STYLE = `*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{max-width:40rem;margin:0 auto;padding:2rem 1rem;display:flex;flex-direction:column;gap:1rem;align-items:stretch;text-align:center}
h1{margin:0;font-size:1.6rem;line-height:1.25;overflow-wrap:anywhere}p{margin:0}.muted{font-size:.95rem}
a{color:var(--link)}.avatar,.cover{align-self:center;display:grid;place-items:center;width:5rem;height:5rem;border-radius:50%;background:var(--accent);color:var(--on-accent);font-size:1.75rem;font-weight:700}
.cover{width:min(16rem,70vw);height:min(16rem,70vw);border-radius:1rem;font-size:5rem}
.rows{margin:0;text-align:left;display:grid;gap:.5rem}.rows div{display:grid;grid-template-columns:6.5rem 1fr;gap:.5rem}.rows dt{font-weight:600}.rows dd{margin:0;overflow-wrap:anywhere}.rows .address{white-space:pre-line}
.button{display:block;padding:.85rem 1rem;border:0;border-radius:.6rem;background:var(--accent);color:var(--on-accent);font:inherit;font-weight:600;text-decoration:none;cursor:pointer;min-height:48px}
.button--quiet{background:transparent;color:var(--text);box-shadow:inset 0 0 0 2px var(--accent)}.button:disabled{opacity:.5}
.buttons{display:grid;gap:.75rem}.links{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;text-align:left}
.links a{display:flex;flex-direction:column;padding:.85rem 1rem;border-radius:.6rem;box-shadow:inset 0 0 0 2px var(--accent);text-decoration:none;color:var(--text);overflow-wrap:anywhere}
.links span{font-size:.875rem}.gallery{list-style:none;margin:0;padding:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr))}
.gallery img{width:100%;aspect-ratio:1;object-fit:cover;border-radius:.6rem;display:block}.coupon code{display:inline-block;font-size:2rem;font-weight:700;letter-spacing:.1em;padding:.5rem 1rem;border:2px dashed var(--accent);border-radius:.6rem;overflow-wrap:anywhere}
.player{width:100%;border-radius:.6rem;background:#000}audio.player{background:none}.toolbar{display:flex;gap:.5rem}.toolbar .button{flex:1}
.pdf-pages{display:grid;gap:.75rem;overflow-x:auto}.pdf-pages canvas{display:block;margin:0 auto;max-width:none;box-shadow:0 1px 4px rgba(0,0,0,.25);outline:1px solid #767676;outline-offset:-1px;background:#fff}
form{display:grid;gap:.75rem;text-align:left}label{display:grid;gap:.25rem}input{font:inherit;padding:.6rem;border-radius:.4rem;border:1px solid currentColor;background:transparent;color:inherit;min-height:44px}
footer{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;max-width:40rem;margin:0 auto;padding:1rem;font-size:.875rem}.report{color:var(--text)}.made-with{color:var(--text)}`;
