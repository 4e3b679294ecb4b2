// A separate entry point: My QR Codes loads the download menu without the designer and its renderer.
export * from './lib/download-menu';
