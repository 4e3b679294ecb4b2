module.exports = {
  displayName: 'creator',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/creator',
};
