const { composePlugins, withNx } = require('@nx/webpack');
const { withReact } = require('@nx/react');
const { withModuleFederation } = require('@nx/module-federation/webpack');

const baseConfig = require('./module-federation.config');

// In production the API serves every remote from the same origin, under /remotes/<name>/.
const prodConfig = {
  ...baseConfig,
  remotes: baseConfig.remotes.map((name) => [name, `/remotes/${name}/remoteEntry.js`]),
};

module.exports = composePlugins(
  withNx(),
  withReact(),
  withModuleFederation(prodConfig, {
    dts: false,
    // A remote's entry is fetched when its route opens, not on every page (the default
    // 'version-first' fetches every remote at start to compare shared versions).
    shareStrategy: 'loaded-first',
    // The remotes' production builds use this runtime instead of bundling their own.
    runtimePlugins: [require.resolve('./provide-federation-runtime.mjs')],
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  }),
);
