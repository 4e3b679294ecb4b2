/** Node-only entry (@liveqr/qr-render/node): raster and print formats for the API. */
export { jpgFromPlan, pngFromPlan, rasterPixels, renderJpg, renderPng } from './node/raster';
export type { JpgOptions } from './node/raster';
