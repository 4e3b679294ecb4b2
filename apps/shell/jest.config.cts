module.exports = {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/shell',
};
