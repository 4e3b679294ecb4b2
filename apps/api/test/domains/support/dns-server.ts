import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '@liveqr/api/testing';

/**
 * A DNS server of the test's own: Pebble's challenge test server (Debian's `pebble`), which
 * answers only the records set through its management API. `server` is what DNS_SERVERS takes.
 */
export interface TestDns {
  server: string;
  setTxt(name: string, value: string): Promise<void>;
  setCname(name: string, target: string): Promise<void>;
  addA(name: string, ...addresses: string[]): Promise<void>;
  addAaaa(name: string, ...addresses: string[]): Promise<void>;
  addCaa(name: string, ...issuers: string[]): Promise<void>;
  stop(): Promise<void>;
}

const fqdn = (name: string) => `${name}.`;

export async function startTestDns(): Promise<TestDns> {
  const [dnsPort, managementPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    'pebble-challtestsrv',
    [
      ...['-dns01', `127.0.0.1:${dnsPort}`, '-management', `127.0.0.1:${managementPort}`],
      // No other challenge servers, and no made-up address for names without records.
      ...['-http01', '', '-https01', '', '-tlsalpn01', '', '-defaultIPv4', '', '-defaultIPv6', ''],
    ],
    { stdio: 'ignore' },
  );
  const manage = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`http://127.0.0.1:${managementPort}/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`pebble-challtestsrv ${path}: ${response.status} ${await response.text()}`);
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await manage('clear-txt', { host: 'probe.test.' });
      break;
    } catch (error) {
      if (attempt > 100 || child.exitCode !== null) throw error;
      await new Promise((wait) => setTimeout(wait, 50));
    }
  }
  return {
    server: `127.0.0.1:${dnsPort}`,
    setTxt: (name, value) => manage('set-txt', { host: fqdn(name), value }),
    setCname: (name, target) => manage('set-cname', { host: fqdn(name), target: fqdn(target) }),
    addA: (name, ...addresses) => manage('add-a', { host: fqdn(name), addresses }),
    addAaaa: (name, ...addresses) => manage('add-aaaa', { host: fqdn(name), addresses }),
    addCaa: (name, ...issuers) =>
      manage('add-caa', { host: fqdn(name), policies: issuers.map((value) => ({ tag: 'issue', value })) }),
    stop: async () => {
      if (child.exitCode !== null) return;
      await new Promise((exited) => child.once('exit', exited).kill('SIGKILL'));
    },
  };
}
