module.exports = {
  displayName: 'api-platform',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/platform',
};
