/** Node-only entry (@liveqr/qr-render/node): raster and print formats, decoders and the scan guarantee, for the API. */
export { jpgFromPlan, pngFromPlan, rasterPixels, renderJpg, renderPng } from './node/raster';
export type { JpgOptions } from './node/raster';
export { pdfFromPlan, renderPdf } from './node/pdf';
export { epsFromPlan, renderEps } from './node/eps';
export { decode, DECODERS } from './node/decoders';
export type { DecoderName, Pixels } from './node/decoders';
export { checkScannable, LARGE_CHECK_SIZE } from './node/scan-guarantee';
export type { ScanCheckPoint, ScannableCheck } from './node/scan-guarantee';
export { printSheet } from './node/print-sheet';
export type { LeftOffCode, PrintSheet, PrintSheetCode, PrintSheetOptions } from './node/print-sheet';
