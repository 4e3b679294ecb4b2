module.exports = {
  displayName: 'web-auth',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/web/auth',
};
