module.exports = {
  displayName: 'api-trust',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/trust',
};
