module.exports = {
  displayName: 'mcp-tools',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/mcp-tools',
};
