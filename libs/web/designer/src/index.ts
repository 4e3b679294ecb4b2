export * from './lib/brand-kits';
export * from './lib/colour-input';
export * from './lib/design-panel';
export * from './lib/designer-api';
export * from './lib/option-picker';
export * from './lib/design-limits';
export * from './lib/use-brand-kits';
export * from './lib/use-design-check';
