/** Libraries only this remote uses, bundled with it (and tree-shaken) instead of shared whole through federation. */
const UNSHARED = ['chart.js', 'react-chartjs-2'];

/** Module Federation remote: the shell loads './Module' from this app's remoteEntry.js. */
module.exports = {
  name: 'dashboard',
  exposes: {
    './Module': './src/remote-entry.ts',
  },
  // Not eager (Nx makes React and React Router eager), or remoteEntry.js carries whole copies of
  // what the shell has already loaded (tools/bench/bundle-weight).
  shared: (libraryName, sharedConfig) => (UNSHARED.includes(libraryName) ? false : { ...sharedConfig, eager: false }),
};
