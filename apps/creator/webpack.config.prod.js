const { composePlugins, withNx } = require('@nx/webpack');
const { withReact } = require('@nx/react');
const { withModuleFederation } = require('@nx/module-federation/webpack');

const baseConfig = require('./module-federation.config');

// Production builds are loaded by the shell only: remoteEntry.js uses the federation runtime the
// shell has already loaded (apps/shell/provide-federation-runtime.mjs) instead of carrying its own,
// about 15 KB gzip of the remote's entry (tools/bench/bundle-weight). The development build keeps
// its own, so the remote still runs on its own dev server.
module.exports = composePlugins(
  withNx(),
  withReact(),
  withModuleFederation(baseConfig, {
    dts: false,
    experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
  }),
);
