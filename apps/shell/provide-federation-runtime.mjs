import * as runtimeCore from '@module-federation/runtime-core';

/**
 * The shell's federation runtime plugin that lends its runtime to the remotes, whose production
 * builds leave theirs out (`externalRuntime` in their webpack.config.prod.js). It stands in for the
 * `provideExternalRuntime` option, whose plugin is CommonJS and so brings a second copy of the
 * runtime into the shell's main.js; this one reuses the copy the shell already has.
 */
export default function provideFederationRuntime() {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
