import { join } from 'node:path';
import { register } from 'tsconfig-paths';

// jest resolves the workspace's `@liveqr/*` aliases for test files, but not for globalSetup
// modules; this teaches Node's resolver the same aliases while jest transpiles them.
const workspaceRoot = join(__dirname, '../../../..');
const { compilerOptions } = require(join(workspaceRoot, 'tsconfig.base.json')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
register({ baseUrl: workspaceRoot, paths: compilerOptions.paths });
