module.exports = {
  displayName: 'api-webhooks',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/webhooks',
};
