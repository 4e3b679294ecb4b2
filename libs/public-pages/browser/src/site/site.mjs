// The one script of the site's own pages (libs/public-pages/server/src/site): the phone menu and
// the home page's generator. Plain and small on purpose: these pages load no framework. Every text
// comes from the page, already in its language.

import { staticQrCode } from '../public-api.mjs';

const toggle = document.querySelector('.menu-toggle');
const nav = document.getElementById('main-nav');
toggle?.addEventListener('click', () => {
  const open = toggle.getAttribute('aria-expanded') !== 'true';
  toggle.setAttribute('aria-expanded', String(open));
  nav?.classList.toggle('topbar__nav--open', open);
});

const form = document.querySelector('[data-generator]');
if (form) startGenerator(form);

/** Waits this long after the last key before drawing, so typing does not ask for every letter. */
const TYPING_PAUSE_MS = 250;

function startGenerator(form) {
  const input = form.elements.namedItem('url');
  const preview = form.querySelector('[data-preview]');
  const empty = form.querySelector('[data-empty]');
  const error = form.querySelector('[data-error]');
  let timer;
  let latest;
  let shown;

  const show = ({ image, message }) => {
    if (shown) URL.revokeObjectURL(shown);
    shown = image;
    preview.hidden = !image;
    if (image) {
      preview.src = image;
      preview.alt = form.dataset.previewAlt.replace('{{url}}', input.value.trim());
    }
    empty.hidden = Boolean(image || message);
    error.textContent = message ?? '';
    input.setAttribute('aria-invalid', String(Boolean(message)));
  };

  const draw = async () => {
    const url = input.value.trim();
    if (url === '') return show({});
    const style = new FormData(form).get('style');
    const asked = (latest = `${style} ${url}`);
    try {
      const image = await staticQrCode({ url, style, format: 'svg', size: 512 });
      if (asked === latest) show({ image: URL.createObjectURL(image) });
    } catch (error) {
      if (asked !== latest) return; // a newer question is on its way
      // The generator's own words: a refused link, too many codes, or anything else (a network failure too).
      const key = error.status === 429 ? 'errorTooMany' : error.status === 400 ? 'errorInvalid' : 'errorFailed';
      show({ message: form.dataset[key] });
    }
  };

  form.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(draw, TYPING_PAUSE_MS);
  });
  // A download of a link the server refuses would leave the page for an error: say it here instead.
  form.addEventListener('submit', (event) => {
    if (error.textContent !== '') event.preventDefault();
  });
  if (input.value.trim() !== '') void draw();
}

const analyticsId = document.querySelector('meta[name="liveqr-analytics-id"]')?.content;
if (analyticsId) reportPageView(analyticsId);

/**
 * The page view, as the web app's tracker reports its routes (libs/web/ui, loadGoogleTag): only
 * when the server was configured with an analytics id; nothing is loaded from a third party otherwise.
 */
function reportPageView(tagId) {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', tagId, { send_page_view: false });
  window.gtag('event', 'page_view', {
    page_path: window.location.pathname,
    page_location: window.location.href,
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  document.head.appendChild(script);
}
