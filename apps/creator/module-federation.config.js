/** Module Federation remote: the shell loads './Module' from this app's remoteEntry.js. */
module.exports = {
  name: 'creator',
  exposes: {
    './Module': './src/remote-entry.ts',
  },
  // Not eager (Nx makes React and React Router eager), or remoteEntry.js carries whole copies of
  // what the shell has already loaded (tools/bench/bundle-weight).
  shared: (libraryName, sharedConfig) => ({ ...sharedConfig, eager: false }),
};
