module.exports = {
  displayName: 'web-designer',
  preset: '../../../jest.preset.js',
  // jsdom with Node's fetch, which the API client and its test stand-in use.
  testEnvironment: 'jest-fixed-jsdom',
  // jsdom lacks TextEncoder, which qr-render uses to size the payload.
  setupFiles: ['<rootDir>/src/test-setup.ts'],
  coverageDirectory: '../../../coverage/libs/web/designer',
};
