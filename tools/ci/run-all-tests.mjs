#!/usr/bin/env node
// `npm test`: every project's `typecheck` and `test` targets, in two Nx runs side by side.
// The API's integration suites and the browser suites (with the builds they need) take most of
// the time. In one Nx run they started last, because Nx starts first the tasks of the projects
// most others depend on, and nothing depends on those two. So they get an Nx run of their own
// from the start, and every other project's tasks run beside them, one at a time: the long
// suites spend much of their time waiting on databases, servers and browsers.
// Arguments (such as --skip-nx-cache) go to both runs; the exit status is the first failure's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const LONG = ['api', 'e2e'];
const args = process.argv.slice(2);

/** One Nx run; its own workspace data, so two runs never write the same files. */
function nx(name, nxArgs) {
  const env = { ...process.env, NX_WORKSPACE_DATA_DIRECTORY: join(process.cwd(), 'tmp', 'nx-data', name) };
  const child = spawn('npx', ['nx', 'run-many', ...nxArgs, '--output-style=static', ...args], {
    stdio: 'inherit',
    env,
  });
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

const statuses = await Promise.all([
  nx('long', ['-t', 'typecheck', 'test', '-p', ...LONG, '--parallel=2']),
  nx('rest', ['-t', 'typecheck', 'test', '--exclude', LONG.join(','), '--parallel=1']),
]);
process.exitCode = statuses.find((status) => status !== 0) ?? 0;
