module.exports = {
  displayName: 'qr-content',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/qr-content',
};
