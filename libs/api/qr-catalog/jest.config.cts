module.exports = {
  displayName: 'api-qr-catalog',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/qr-catalog',
};
