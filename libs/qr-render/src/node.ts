/** Node-only entry (@liveqr/qr-render/node): PNG and JPG output for the API. */
export { renderJpg, renderPng, RASTER_MESSAGES } from './node/raster';
export type { JpgOptions } from './node/raster';
