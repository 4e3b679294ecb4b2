module.exports = {
  displayName: 'web-api-client',
  preset: '../../../jest.preset.js',
  // The client is tested over real HTTP against a local server, with the platform's fetch.
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/web/api-client',
};
