/** Module Federation remote: the shell loads './Module' from this app's remoteEntry.js. */
module.exports = {
  name: 'creator',
  exposes: {
    './Module': './src/remote-entry.ts',
  },
};
