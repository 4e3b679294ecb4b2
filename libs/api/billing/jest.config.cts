module.exports = {
  displayName: 'api-billing',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/billing',
};
