module.exports = {
  displayName: 'api-workspaces',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../../coverage/libs/api/workspaces',
};
