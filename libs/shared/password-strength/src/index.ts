export * from './lib/password-weakness';
export * from './lib/password-strength';
