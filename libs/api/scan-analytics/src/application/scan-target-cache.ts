import { GetScanWarningQuery, ResolveScanTargetQuery, type ScanTarget } from '@liveqr/shared/contracts';
import { Broadcast } from '@liveqr/api/platform';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { CachedScanTarget } from '../domain/scan-verdict';

/** Enough for every code scanned lately; the oldest entry makes room. */
const MAX_ENTRIES = 50_000;
/**
 * While the broadcast is down (Redis or the PostgreSQL listener away), other replicas' evictions
 * cannot reach this one: a cached target is then trusted only this long, so an edit still takes
 * effect everywhere within a second.
 */
const UNHEARD_TTL_MS = 1_000;

/**
 * slug -> scan target, in process, so a scan costs no lookup query. Edits, toggles, deletions,
 * reviews of reports and blocklist changes evict (qr-catalog's and trust's events here, the
 * broadcast from the other replicas). Unknown slugs are not remembered: anyone can invent them.
 * Scans of a slug that is not cached share one lookup: a cold cache under load (a start, a
 * broadcast gap) would otherwise send the database one query per scan waiting (measured: 1,131
 * lookups for 40 codes in the first seconds of 50 scanners).
 */
@Injectable()
export class ScanTargetCache {
  private readonly targets = new Map<string, { target: CachedScanTarget; cachedAt: number }>();
  private readonly lookups = new Map<string, Promise<CachedScanTarget | null>>();
  /** Bumped by every eviction: a lookup that raced one is not cached, it may hold the old state. */
  private generation = 0;

  constructor(
    private readonly queries: QueryBus,
    private readonly broadcast: Broadcast,
  ) {}

  async resolve(slug: string): Promise<CachedScanTarget | null> {
    const cached = this.targets.get(slug);
    if (cached && (this.broadcast.reachesEveryReplica() || Date.now() - cached.cachedAt < UNHEARD_TTL_MS)) {
      return cached.target;
    }
    try {
      return await this.sharedLookUp(slug);
    } catch (error) {
      // The database is unreachable (the broadcast then is too): the last known target keeps printed codes working.
      if (cached) return cached.target;
      throw error;
    }
  }

  evict(slug: string): void {
    this.generation++;
    this.targets.delete(slug);
    // A scan from now on must not join a lookup that may have read the old state.
    this.lookups.delete(slug);
  }

  /** Forgets every slug: for when evictions may have been missed. */
  clear(): void {
    this.generation++;
    this.targets.clear();
    this.lookups.clear();
  }

  /** The lookup of the slug under way, or a new one, which caches what it finds. */
  private sharedLookUp(slug: string): Promise<CachedScanTarget | null> {
    const pending = this.lookups.get(slug);
    if (pending) return pending;
    const generation = this.generation;
    const lookup = this.lookUp(slug)
      .then((target) => {
        if (target && generation === this.generation) this.remember(slug, target);
        return target;
      })
      .finally(() => {
        if (this.lookups.get(slug) === lookup) this.lookups.delete(slug);
      });
    this.lookups.set(slug, lookup);
    return lookup;
  }

  private remember(slug: string, target: CachedScanTarget): void {
    if (this.targets.size >= MAX_ENTRIES) this.targets.delete(this.targets.keys().next().value as string);
    this.targets.set(slug, { target, cachedAt: Date.now() });
  }

  private async lookUp(slug: string): Promise<CachedScanTarget | null> {
    const found = await this.queries.execute<ResolveScanTargetQuery, ScanTarget | null>(
      new ResolveScanTargetQuery(slug),
    );
    if (!found) return null;
    const reported = await this.queries.execute<GetScanWarningQuery, boolean>(new GetScanWarningQuery(found.qrCodeId));
    return { ...found, reported };
  }
}
