/**
 * Light entry (@liveqr/qr-content/types): the 16 types' ids, labels and descriptions alone, for web
 * code that lists or picks types (My QR Codes' filters, the creator's first step) without loading the
 * content rules and the destination policy's homoglyph, country and address tables.
 */
export * from './lib/types';
