const { composePlugins, withNx } = require('@nx/webpack');
const { withReact } = require('@nx/react');
const { withModuleFederation } = require('@nx/module-federation/webpack');

const baseConfig = require('./module-federation.config');

const config = {
  ...baseConfig,
};

// Nx plugins for webpack to build config object from Nx options and context.
/**
 * DTS Plugin is disabled in Nx Workspaces as Nx already provides Typing support for Module Federation
 * The DTS Plugin can be enabled by setting dts: true
 * Learn more about the DTS Plugin here: https://module-federation.io/configure/dts.html
 */
module.exports = composePlugins(
  withNx(),
  withReact(),
  withModuleFederation(config, {
    dts: false,
    // A remote's entry is fetched when its route opens, not on every page (the default
    // 'version-first' fetches every remote at start to compare shared versions).
    shareStrategy: 'loaded-first',
    // The remotes' production builds use this runtime instead of bundling their own.
    runtimePlugins: [require.resolve('./provide-federation-runtime.mjs')],
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  }),
);
