import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface GoogleMock {
  issuerUrl: string;
  /** What the next user info requests answer. */
  setUser(user: object): Promise<void>;
  stop(): Promise<void>;
}

/** Starts google-mock-server.mjs (oauth2-mock-server) in a child process. */
export async function startGoogleMock(): Promise<GoogleMock> {
  const child = spawn(process.execPath, [join(__dirname, 'google-mock-server.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async () => String((await lines.next()).value);
  const issuerUrl = await nextLine();
  return {
    issuerUrl,
    async setUser(user) {
      child.stdin.write(`${JSON.stringify(user)}\n`);
      await nextLine();
    },
    async stop() {
      child.stdin.end();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
