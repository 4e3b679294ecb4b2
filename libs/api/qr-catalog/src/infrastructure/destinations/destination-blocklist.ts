import { type FSWatcher, watch } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { DestinationBlocklistChangedEvent } from '@liveqr/shared/contracts';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { isListed, parseBlocklist } from '../../domain/blocklist';
import { SHIPPED_BLOCKLIST } from './shipped-blocklist';

/** How often a blocklist URL is fetched again. */
const URL_REFRESH_MS = 5 * 60_000;
const URL_TIMEOUT_MS = 10_000;
/** Editors save in several steps (truncate, write, rename): one reload once they are done. */
const FILE_SETTLE_MS = 100;

/**
 * The blocklist of destination hosts: the list shipped with LiveQR plus the operator's
 * (DESTINATION_BLOCKLIST, a file watched for changes or a URL fetched every few minutes). A
 * missing, empty or malformed operator list never stops the start: it is logged, and the last good
 * list stays in force. Every change is published, so scan targets are checked again.
 */
@Injectable()
export class DestinationBlocklist implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DestinationBlocklist.name);
  private readonly shipped = parseBlocklist(SHIPPED_BLOCKLIST).hosts;
  private operatorHosts: ReadonlySet<string> = new Set();
  private watcher: FSWatcher | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventBus,
  ) {}

  has(asciiHost: string): boolean {
    return isListed(this.shipped, asciiHost) || isListed(this.operatorHosts, asciiHost);
  }

  async onModuleInit(): Promise<void> {
    const source = this.config.trust.destinationBlocklist;
    if (!source) return;
    await this.reload();
    if (/^https?:\/\//i.test(source)) {
      this.timer = setInterval(() => void this.reload(), URL_REFRESH_MS).unref();
    } else {
      this.watchFile(source);
    }
  }

  onModuleDestroy(): void {
    this.watcher?.close();
    clearInterval(this.timer);
  }

  /** Reads the operator's list again; a list that cannot be read leaves the current one in force. */
  async reload(): Promise<void> {
    const source = this.config.trust.destinationBlocklist;
    if (!source) return;
    let text: string;
    try {
      text = await this.read(source);
    } catch (error) {
      this.logger.warn(`Destination blocklist ${source} cannot be read, the last list read stays: ${String(error)}`);
      return;
    }
    const { hosts, malformed } = parseBlocklist(text);
    if (malformed > 0) this.logger.warn(`Destination blocklist ${source}: ${malformed} lines name no host, ignored`);
    if (hosts.size === 0) this.logger.warn(`Destination blocklist ${source} lists no host`);
    if (sameHosts(hosts, this.operatorHosts)) return;
    this.operatorHosts = hosts;
    this.logger.log(`Destination blocklist ${source}: ${hosts.size} hosts`);
    this.events.publish(new DestinationBlocklistChangedEvent(this.shipped.size + hosts.size));
  }

  private async read(source: string): Promise<string> {
    if (!/^https?:\/\//i.test(source)) return readFile(source, 'utf8');
    const response = await fetch(source, { signal: AbortSignal.timeout(URL_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  }

  /** Watches the directory, not the file: an editor's save replaces the file, which ends a file watch. */
  private watchFile(path: string): void {
    let settle: NodeJS.Timeout | undefined;
    try {
      this.watcher = watch(dirname(path), (_event, name) => {
        if (name !== basename(path)) return;
        clearTimeout(settle);
        settle = setTimeout(() => void this.reload(), FILE_SETTLE_MS);
      });
      this.watcher.on('error', (error) =>
        this.logger.warn(`Destination blocklist ${path} is no longer watched: ${error}`),
      );
    } catch (error) {
      this.logger.warn(`Destination blocklist ${path} cannot be watched, changes need a restart: ${String(error)}`);
    }
  }
}

function sameHosts(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((host) => b.has(host));
}
