module.exports = {
  displayName: 'cli',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/apps/cli',
};
