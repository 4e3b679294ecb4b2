export * from './lib/app-links';
export * from './lib/error-boundary';
export * from './lib/google-tag';
export * from './lib/loading-state';
export * from './lib/notifications';
export * from './lib/form-field';
export * from './lib/use-debounced';
export * from './lib/skeleton';
