import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { makeDataDir, removeDataDir, runServerToExit, startServer } from './support/server';

describe('starting and stopping LiveQR', () => {
  const dataDir = makeDataDir();
  afterAll(() => removeDataDir(dataDir));

  it('starts on an embedded PostgreSQL, stops cleanly on SIGTERM and reuses its data on the next start', async () => {
    const first = await startServer({ dataDir });
    const health = await (await fetch(`${first.url}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'up' });

    const databaseUrl = `postgres://liveqr:liveqr-local@127.0.0.1:${embeddedPortOf(first.process.spawnargs, first)}/liveqr`;
    await query(databaseUrl, 'CREATE TABLE e2e_marker (note text); INSERT INTO e2e_marker VALUES ($$kept$$)');

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('LiveQR stopped');
    // The embedded database stopped with the server: no postmaster left behind.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await startServer({ dataDir });
    try {
      const rows = await query(
        `postgres://liveqr:liveqr-local@127.0.0.1:${embeddedPortOf(second.process.spawnargs, second)}/liveqr`,
        'SELECT note FROM e2e_marker',
      );
      expect(rows).toEqual([{ note: 'kept' }]);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });

  it('refuses to start with a wrong setting and names the variable', async () => {
    const badPort = await runServerToExit({ DATA_DIR: dataDir, PORT: 'abc' });
    expect(badPort.code).toBe(1);
    expect(badPort.output).toContain('PORT must be a number');

    const badUrl = await runServerToExit({ DATA_DIR: dataDir, PUBLIC_URL: 'javascript:alert(1)' });
    expect(badUrl.code).toBe(1);
    expect(badUrl.output).toContain('PUBLIC_URL must be an http(s) URL');
  });
});

function embeddedPortOf(_args: string[], server: { dataDir: string }): number {
  // postgresql.conf is not touched; the port is in the pid file of the running cluster.
  return Number(readFileSync(join(server.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(sql);
    return Array.isArray(result) ? result.at(-1).rows : result.rows;
  } finally {
    await client.end();
  }
}
