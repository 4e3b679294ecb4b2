export type { components, paths } from './generated/openapi';
export { API_ERROR_CODES } from './generated/openapi';
export * from './lib/api-error';
export * from './lib/client';
export * from './lib/file';
export * from './lib/upload';
export * from './lib/error-text';
export * from './lib/workspace-url';
