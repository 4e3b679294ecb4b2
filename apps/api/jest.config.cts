module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.integration-spec.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 90000,
  // The integration suites mostly wait on PostgreSQL, child servers and sockets: two at a time keep
  // both cores busy (jest's default on a 2-core machine is one).
  maxWorkers: 2,
  coverageDirectory: '../../coverage/apps/api',
};
