module.exports = {
  displayName: 'billing',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  coverageDirectory: '../../coverage/apps/billing',
};
