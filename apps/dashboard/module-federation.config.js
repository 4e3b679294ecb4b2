/** Module Federation remote: the shell loads './Module' from this app's remoteEntry.js. */
module.exports = {
  name: 'dashboard',
  exposes: {
    './Module': './src/remote-entry.ts',
  },
};
