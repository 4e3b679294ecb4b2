// The child servers' TypeScript, transpiled by swc (as jest does) instead of TypeScript's own
// emit, which took about 4 s of CPU at each start of a child server.
require('ts-node').register({
  project: require('node:path').join(__dirname, '../../tsconfig.app.json'),
  transpileOnly: true,
  swc: true,
});
