import { ScanRollup } from '@liveqr/api/scan-analytics';
import { Client } from 'pg';
import type { TestServer } from '../../support/test-server';

export const USER_AGENTS = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

export interface ScanOptions {
  /** The socket's address. */
  ip?: string;
  /** A phone's by default: the test client's own User-Agent reads as a bot. */
  userAgent?: string;
  headers?: Record<string, string>;
}

/** A phone opening the slug, from the given address. */
export function scan(
  server: TestServer,
  slug: string,
  { ip = '203.0.113.7', userAgent = USER_AGENTS.iphoneSafari, headers = {} }: ScanOptions = {},
) {
  return server.inject({
    method: 'GET',
    url: `/s/${slug}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...headers },
  });
}

export interface ScanRow {
  scan_id: string;
  qr_code_id: string;
  scanned_at: Date;
  ip_hash: string;
  country: string | null;
  city: string | null;
  operating_system: string | null;
  device_type: string;
  browser: string | null;
  is_bot: boolean;
}

/** Reads the tables directly: what is stored, not what an API chooses to show. */
export async function withDatabase<T>(server: TestServer, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: server.config.database.url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export function scansOf(server: TestServer, qrCodeId: string): Promise<ScanRow[]> {
  return withDatabase(server, async (client) => {
    const { rows } = await client.query<ScanRow>('select * from qr_scans where qr_code_id = $1 order by id', [
      qrCodeId,
    ]);
    return rows;
  });
}

/** The code's counters once every stored scan is counted (the roll-up runs in the background). */
export async function countersOf(
  server: TestServer,
  qrCodeId: string,
): Promise<{ scanCount: number; uniqueScanCount: number }> {
  await server.app.get(ScanRollup).run();
  return withDatabase(server, async (client) => {
    const { rows } = await client.query<{ scan_count: number; unique_scan_count: number }>(
      'select scan_count, unique_scan_count from qr_codes where id = $1',
      [qrCodeId],
    );
    return { scanCount: rows[0].scan_count, uniqueScanCount: rows[0].unique_scan_count };
  });
}

export function allScanCount(server: TestServer): Promise<number> {
  return withDatabase(server, async (client) => {
    const { rows } = await client.query<{ count: string }>('select count(*) from qr_scans');
    return Number(rows[0].count);
  });
}
