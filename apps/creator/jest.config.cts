module.exports = {
  displayName: 'creator',
  preset: '../../jest.preset.js',
  // jsdom with Node's fetch, which the API client uses.
  testEnvironment: 'jest-fixed-jsdom',
  // jsdom lacks TextEncoder, which qr-render uses to size the payload.
  setupFiles: ['<rootDir>/src/test-setup.ts'],
  coverageDirectory: '../../coverage/apps/creator',
};
