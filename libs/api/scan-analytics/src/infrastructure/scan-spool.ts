import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';
import type { Scan } from '../domain/scan';

/**
 * Scans that could not reach the database, one JSON line each, fsync'd before the scanner gets
 * its answer. A replay first moves the spool aside, so scans spooled meanwhile go to a new file.
 */
@Injectable()
export class ScanSpool {
  readonly path: string;
  private readonly replayingPath: string;
  /** Appends and the move aside never interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.path = join(config.dataDir, 'scan-spool.ndjson');
    this.replayingPath = `${this.path}.replaying`;
  }

  /** Bytes of scans waiting for the database, in the spool and in a replay under way. */
  async sizeInBytes(): Promise<number> {
    const sizes = await Promise.all(
      [this.path, this.replayingPath].map((path) =>
        stat(path).then(
          (file) => file.size,
          () => 0,
        ),
      ),
    );
    return sizes[0] + sizes[1];
  }

  append(scans: readonly Scan[]): Promise<void> {
    return this.serialised(async () => {
      const file = await open(this.path, 'a', 0o600);
      try {
        await file.appendFile(scans.map((scan) => `${JSON.stringify(scan)}\n`).join(''));
        await file.sync();
      } finally {
        await file.close();
      }
    });
  }

  /**
   * Hands the spooled scans to `insert` and deletes them once it resolved. A replay interrupted
   * before that is resumed from the moved-aside file: the insert skips scans already stored.
   */
  async replay(insert: (scans: Scan[]) => Promise<void>): Promise<number> {
    if (!(await exists(this.replayingPath))) {
      const moved = await this.serialised(async () => {
        if (!(await exists(this.path))) return false;
        await rename(this.path, this.replayingPath);
        return true;
      });
      if (!moved) return 0;
    }
    const scans = parse(await readFile(this.replayingPath, 'utf8'));
    await insert(scans);
    await rm(this.replayingPath, { force: true });
    return scans.length;
  }

  private serialised<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.queue.then(operation);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** A line cut short by a crash in the middle of an append was never acknowledged: it is skipped. */
function parse(text: string): Scan[] {
  const scans: Scan[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      scans.push(JSON.parse(line) as Scan);
    } catch {
      continue;
    }
  }
  return scans;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
