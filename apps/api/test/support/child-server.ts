import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';

const workspaceRoot = join(__dirname, '../../../..');

export interface ChildServer {
  child: ChildProcessWithoutNullStreams;
  port: number;
  url: string;
}

/** Every child started, so that none outlives a test file. */
const started: ChildServer[] = [];

/**
 * The real LiveQR server in a process of its own (support/server-process.ts), configured by
 * `environment` on top of the test defaults: a replica that shares nothing in memory with the
 * test process (not even passport's strategies), or one a test can kill.
 */
export function startChildServer(environment: Record<string, string>): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      join(__dirname, 'transpile-with-swc.cjs'),
      '-r',
      join(__dirname, 'register-workspace-paths.ts'),
      join(__dirname, 'server-process.ts'),
    ],
    {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        // Many servers run in parallel here: none takes the default metrics port.
        METRICS_PORT: '0',
        ...environment,
      },
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /\{"port":(\d+)\}/.exec(output);
      if (!match) return;
      const server = { child, port: Number(match[1]), url: `http://127.0.0.1:${match[1]}` };
      started.push(server);
      resolve(server);
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server process exited (${code}): ${errors}`)));
  });
}

/** Kills every child server still running (afterAll). */
export async function killChildServers(): Promise<void> {
  const running = started.splice(0).filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(({ child }) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return exited;
    }),
  );
}
