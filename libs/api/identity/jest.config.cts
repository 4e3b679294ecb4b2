module.exports = {
  displayName: 'api-identity',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/identity',
};
