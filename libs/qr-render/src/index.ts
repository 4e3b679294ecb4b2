export * from './lib/qr-render';
