// A separate entry point for a saved code's actions (My QR Codes' cards, the edit screen): the
// download menu and applying a brand kit, without the designer and its renderer.
export * from './lib/apply-brand-kit';
export * from './lib/download-menu';
export { useBrandKits } from './lib/use-brand-kits';
export type { BrandKit } from './lib/designer-api';
export { useCodeImage } from './lib/use-code-image';
