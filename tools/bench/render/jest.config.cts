// Runs the benchmark as a jest "test" so that the workspace's aliases and swc transform apply; no database.
module.exports = {
  displayName: 'bench-render',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/render.bench.ts'],
  testTimeout: 3_600_000,
  reporters: ['default'],
};
