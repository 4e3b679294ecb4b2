module.exports = {
  displayName: 'public-pages-server',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/public-pages/server',
};
