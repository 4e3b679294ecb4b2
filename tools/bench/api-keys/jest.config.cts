// Runs the benchmark against the real API and an embedded PostgreSQL, like the API's integration tests.
module.exports = {
  displayName: 'bench-api-keys',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/api-keys.bench.ts'],
  globalSetup: '<rootDir>/../../../apps/api/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/../../../apps/api/test/support/global-teardown.ts',
  testTimeout: 600_000,
  reporters: ['default'],
};
