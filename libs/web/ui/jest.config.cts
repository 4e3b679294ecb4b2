module.exports = {
  displayName: 'web-ui',
  preset: '../../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../../coverage/libs/web/ui',
};
