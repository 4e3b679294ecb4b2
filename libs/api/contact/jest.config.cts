module.exports = {
  displayName: 'api-contact',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/contact',
};
