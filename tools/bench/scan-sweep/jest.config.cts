// Runs the full sweep as a jest "test" so that the workspace's aliases and swc transform apply; no database.
module.exports = {
  displayName: 'bench-scan-sweep',
  preset: '../../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/scan-sweep.bench.ts'],
  testTimeout: 24 * 3_600_000,
  reporters: ['default'],
};
