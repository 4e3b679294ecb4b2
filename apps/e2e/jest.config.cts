module.exports = {
  displayName: 'e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e-spec.ts'],
  testTimeout: 60000,
  // One PostgreSQL server for the run (as the API's suites): each suite's LiveQR gets a fresh
  // database on it instead of creating a cluster of its own, unless a suite asks for `npm start`'s.
  globalSetup: '<rootDir>/../api/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/../api/test/support/global-teardown.ts',
  coverageDirectory: '../../coverage/apps/e2e',
};
