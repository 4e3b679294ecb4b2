export * from './lib/errors';
export * from './lib/contrast';
export * from './lib/customization';
export * from './lib/matrix';
export * from './lib/plan';
export * from './lib/svg';
