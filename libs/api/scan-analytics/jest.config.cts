module.exports = {
  displayName: 'api-scan-analytics',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/scan-analytics',
};
