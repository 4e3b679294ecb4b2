module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  testTimeout: 60000,
  coverageDirectory: '../../coverage/apps/e2e',
};
