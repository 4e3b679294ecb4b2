import { ResolveScanTargetQuery, type ScanTarget } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';

/** Enough for every code scanned lately; the oldest entry makes room. */
const MAX_ENTRIES = 50_000;

/**
 * slug -> scan target, in process, so a scan costs no lookup query. Edits, toggles and deletions
 * evict their slug (qr-catalog's events here, PostgreSQL notifications from the other replicas).
 * Unknown slugs are not remembered: anyone can invent them.
 */
@Injectable()
export class ScanTargetCache {
  private readonly targets = new Map<string, ScanTarget>();
  /** Bumped by every eviction: a lookup that raced one is not cached, it may hold the old state. */
  private generation = 0;

  constructor(private readonly queries: QueryBus) {}

  async resolve(slug: string): Promise<ScanTarget | null> {
    const cached = this.targets.get(slug);
    if (cached) return cached;
    const generation = this.generation;
    const target = await this.queries.execute<ResolveScanTargetQuery, ScanTarget | null>(
      new ResolveScanTargetQuery(slug),
    );
    if (target && generation === this.generation) {
      if (this.targets.size >= MAX_ENTRIES) this.targets.delete(this.targets.keys().next().value as string);
      this.targets.set(slug, target);
    }
    return target;
  }

  evict(slug: string): void {
    this.generation++;
    this.targets.delete(slug);
  }

  /** Forgets every slug: for when evictions may have been missed. */
  clear(): void {
    this.generation++;
    this.targets.clear();
  }
}
