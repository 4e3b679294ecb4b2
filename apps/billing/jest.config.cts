module.exports = {
  displayName: 'billing',
  preset: '../../jest.preset.js',
  // jsdom with Node's fetch, which the API client and its test stand-in use.
  testEnvironment: 'jest-fixed-jsdom',
  coverageDirectory: '../../coverage/apps/billing',
};
