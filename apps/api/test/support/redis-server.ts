import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { freePort } from '@liveqr/api/testing';
import { Redis } from 'ioredis';

/** A Redis of the test's own, which it can stop and start again: a replica's Redis going away and back. */
export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Whether this machine has `redis-server` to start. */
export function redisServerInstalled(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await untilAnswering(url);
  };
  const stop = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping || stopping.exitCode !== null) return;
    await new Promise((exited) => stopping.once('exit', exited).kill('SIGKILL'));
  };
  await start();
  return { url, start, stop };
}

async function untilAnswering(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      await new Promise((wait) => setTimeout(wait, 50));
    } finally {
      probe.disconnect();
    }
  }
  throw new Error(`redis-server did not answer at ${url}`);
}
