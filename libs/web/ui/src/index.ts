export * from './lib/error-boundary';
export * from './lib/loading-state';
