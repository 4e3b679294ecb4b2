export * from './lib/qr-content';
