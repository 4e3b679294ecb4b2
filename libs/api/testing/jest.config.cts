module.exports = {
  displayName: 'api-testing',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/testing',
};
