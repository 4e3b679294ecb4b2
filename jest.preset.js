const nxPreset = require('@nx/jest/preset').default;

// One transform for every project: swc is ~3x faster than ts-jest; types are checked by `tsc` in lint.
module.exports = {
  ...nxPreset,
  transform: {
    '^(?!.*\\.(js|jsx|ts|tsx|mjs|cjs|json)$)': '@nx/react/plugins/jest',
    '^.+\\.[cm]?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  reporters: ['default', require.resolve('./tools/jest/results-reporter.cjs')],
  setupFilesAfterEnv: [require.resolve('./tools/jest/dom-setup.cjs')],
  // A limit for a test that hangs, not a measure of speed: generous for a loaded CI machine.
  testTimeout: 30000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
};
