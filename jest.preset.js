const { join } = require('node:path');
// Jest's own resolver: Nx's, when that fails, loads TypeScript to resolve the workspace's aliases
// (mapped below instead), a second in each test process; the API's suites, each in a fresh process,
// paid it 71 times a run. Optional packages that are tried and missing (sharp's) made it fail often.
const nxPreset = { ...require('@nx/jest/preset').default };
delete nxPreset.resolver;

const { paths } = require('./tsconfig.base.json').compilerOptions;
const moduleNameMapper = {
  // The workspace's import aliases, straight to their files.
  ...Object.fromEntries(
    Object.entries(paths).map(([alias, [file]]) => [`^${alias.replace(/[/.]/g, '\\$&')}$`, join(__dirname, file)]),
  ),
  // Stylesheets imported by components: their class names as written (what Nx's resolver gave).
  '\\.(css|scss|sass|less)$': 'identity-obj-proxy',
};

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
  moduleNameMapper,
  reporters: ['default', require.resolve('./tools/jest/results-reporter.cjs')],
  setupFilesAfterEnv: [require.resolve('./tools/jest/dom-setup.cjs')],
  // A limit for a test that hangs, not a measure of speed: generous for a loaded CI machine.
  testTimeout: 30000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
};
