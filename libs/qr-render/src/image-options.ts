/**
 * Light entry (@liveqr/qr-render/image-options): the formats, sizes and content types of downloads
 * alone, for web code that offers downloads without loading the renderer (My QR Codes' cards).
 */
export * from './lib/image-options';
