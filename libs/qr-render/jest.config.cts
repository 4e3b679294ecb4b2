module.exports = {
  displayName: 'qr-render',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/qr-render',
};
