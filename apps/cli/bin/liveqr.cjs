#!/usr/bin/env node
// `npx liveqr` from the checkout: runs the CLI's TypeScript as it is (ts-node with swc, no type
// check, the workspace's `@liveqr/*` aliases), so it works right after `npm install`, with no build.
const { join } = require('node:path');

const workspaceRoot = join(__dirname, '../../..');
require('ts-node').register({
  swc: true,
  project: join(__dirname, '../tsconfig.app.json'),
});
const { compilerOptions } = require(join(workspaceRoot, 'tsconfig.base.json'));
require('tsconfig-paths').register({ baseUrl: workspaceRoot, paths: compilerOptions.paths });

require('../src/main.ts');
