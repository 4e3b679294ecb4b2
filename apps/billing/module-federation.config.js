/** Module Federation remote: the shell loads './Module' from this app's remoteEntry.js. */
module.exports = {
  name: 'billing',
  exposes: {
    './Module': './src/remote-entry.ts',
  },
};
