// Runs the benchmark against the real API and an embedded PostgreSQL, like the API's integration tests.
module.exports = {
  displayName: 'bench-workspace-list',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/workspace-list.bench.ts'],
  globalSetup: '<rootDir>/../../../apps/api/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/../../../apps/api/test/support/global-teardown.ts',
  testTimeout: 600_000,
  reporters: ['default'],
};
