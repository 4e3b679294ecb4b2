/** Module Federation host: the shell loads these micro-frontends at run time. */
module.exports = {
  name: 'shell',
  remotes: ['dashboard', 'creator', 'billing'],
};
