export * from './lib/colour';
export * from './lib/customization';
export * from './lib/image-options';
export * from './lib/messages';
export * from './lib/validate-customization';
export { checkDesign, planRender, MIN_PIXELS_PER_MODULE, LOGO_SHARE_OF_CORRECTION } from './lib/plan';
export type { DesignCheck, QrSymbolInfo, RenderPlan } from './lib/plan';
export { renderSvg, svgFromPlan, escapeXml, CAPTION_FONT_FAMILY } from './lib/svg';
export * from './lib/thumbnails';
