module.exports = {
  displayName: 'api-domains',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/domains',
};
