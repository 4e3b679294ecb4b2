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
  // Each suite's app leaves memory behind that the worker never gives back (measured: 7-9 GB per
  // worker by the end of a run), and collecting a heap that size costs more CPU than starting a
  // worker: a fresh worker per suite (a limit below one suite's heap) ran a third of the suites in
  // 13 % less CPU and 17 % less time than replacing them past 3 GB.
  workerIdleMemoryLimit: '512MB',
  coverageDirectory: '../../coverage/apps/api',
};
