/** Libraries only this remote uses: bundled with it (and tree-shaken) instead of shared whole through federation. */
const UNSHARED = ['chart.js', 'react-chartjs-2'];

/** Module Federation remote: the shell loads './Module' from this app's remoteEntry.js. */
module.exports = {
  name: 'dashboard',
  exposes: {
    './Module': './src/remote-entry.ts',
  },
  shared: (libraryName, sharedConfig) => (UNSHARED.includes(libraryName) ? false : sharedConfig),
};
