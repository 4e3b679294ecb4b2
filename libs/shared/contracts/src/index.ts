export * from './auth';
export * from './languages';
export * from './identity';
export * from './password-rules';
export * from './billing';
export * from './qr-catalog';
export * from './scan-analytics';
export * from './trust';
