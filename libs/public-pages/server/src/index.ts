// The pages LiveQR's server writes itself: the site (home, pricing, FAQ), the customers'
// white-label pages, and the head of the web app's index.html. apps/api wires them in.
export { PublicPagesModule } from './public-pages.module';
export { PageMetaRegistry } from './page-meta';
export { renderIndexHtml } from './index-html';
export { precompressAssets } from './precompress';
export { registerSitePages } from './site/site-pages';
export type { Screenshot } from './site/site-html';
export { registerWhiteLabelPages, WHITE_LABEL_PATH } from './white-label/white-label-pages';
