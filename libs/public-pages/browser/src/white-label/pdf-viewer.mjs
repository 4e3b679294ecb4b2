// The PDF viewer of the white-label /pdf/{id} page: pages drawn in the browser with pdf.js
// (served by us from the pdfjs-dist package, nothing downloaded from elsewhere), zoom buttons,
// and the page's own Download link. The engine loads after the page is shown.

const container = document.getElementById('pdf-pages');
const zoomButtons = [...document.querySelectorAll('[data-zoom]')];
const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;

/** "3 pages" in the page's language: the server gives every plural form, the language's rules pick one. */
const pagesLabel = (count) => {
  const forms = JSON.parse(container.dataset.pages);
  const form = forms[new Intl.PluralRules(document.documentElement.lang).select(count)] ?? forms.other;
  return form.replace('{{count}}', String(count));
};

// When the file's request fails, pdf.js rethrows that failure (a ResponseException) from a promise of
// its own that nothing handles, sometimes before the loading task fails: the failure is shown below.
addEventListener('unhandledrejection', (event) => {
  if (event.reason?.name === 'ResponseException') event.preventDefault();
});

let loading;
try {
  const { getDocument, GlobalWorkerOptions } = await import('/pdfjs/pdf.min.mjs');
  GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.min.mjs';
  loading = getDocument({
    url: container.dataset.src,
    cMapUrl: '/pdfjs/cmaps/',
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    wasmUrl: '/pdfjs/wasm/',
    // The page's policy allows no eval: fonts are drawn without it.
    isEvalSupported: false,
  });
  const pdf = await loading.promise;
  let zoom = 1;
  const draw = async () => {
    const canvases = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      // Zoom 1 fits the phone's width; the canvas has the screen's pixel density.
      const fit = container.clientWidth / page.getViewport({ scale: 1 }).width;
      const viewport = page.getViewport({ scale: fit * zoom });
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `${number} / ${pdf.numPages}`);
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      canvases.push(canvas);
    }
    container.replaceChildren(...canvases);
    container.setAttribute('aria-busy', 'false');
    container.dataset.rendered = String(pdf.numPages);
    // Said only once the new pages replaced the old ones, so a reader never sees a half-done zoom.
    container.dataset.zoom = String(zoom);
    container.setAttribute('aria-label', pagesLabel(pdf.numPages));
  };
  const zoomBy = async (direction) => {
    zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, direction > 0 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP));
    await draw();
  };
  await draw();
  for (const button of zoomButtons) {
    button.disabled = false;
    button.addEventListener('click', () => zoomBy(Number(button.dataset.zoom)));
  }
} catch {
  loading?.destroy().catch(() => undefined);
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = container.dataset.failed;
  container.replaceChildren(message);
  container.setAttribute('aria-busy', 'false');
}
