module.exports = {
  displayName: 'web-i18n',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/web/i18n',
};
