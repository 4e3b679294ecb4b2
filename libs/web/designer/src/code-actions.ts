// A separate entry point for a saved code's actions (My QR Codes' cards, the edit screen): the
// download menu and applying a brand kit, and for the account's brand kits (the creator's first
// step reads the default one), without the designer and its renderer.
export * from './lib/apply-brand-kit';
export * from './lib/download-menu';
export { useBrandKits, useDefaultBrandKit } from './lib/use-brand-kits';
export type { BrandKit } from './lib/designer-api';
export { useCodeImage } from './lib/use-code-image';
