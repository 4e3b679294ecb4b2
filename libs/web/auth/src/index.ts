export * from './lib/auth-api';
export * from './lib/auth-context';
export * from './lib/new-password';
export * from './lib/password-strength-meter';
export * from './lib/profile-language';
export * from './lib/require-auth';
