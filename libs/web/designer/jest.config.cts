module.exports = {
  displayName: 'web-designer',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  // jsdom lacks TextEncoder, which qr-render uses to size the payload.
  setupFiles: ['<rootDir>/src/test-setup.ts'],
  coverageDirectory: '../../../coverage/libs/web/designer',
};
