import type { Broadcast } from '@liveqr/api/platform';
import { ResolveScanTargetQuery, type ScanTarget } from '@liveqr/shared/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { ScanTargetCache } from './scan-target-cache';

function aTarget(url: string): ScanTarget {
  return {
    qrCodeId: '11111111-1111-4111-8111-111111111111',
    ownerId: '22222222-2222-4222-8222-222222222222',
    domainId: null,
    domainHostname: null,
    active: true,
    suspended: false,
    tracked: true,
    destination: { kind: 'redirect', url, host: 'example.com' },
    rules: null,
  };
}

describe('ScanTargetCache', () => {
  /** What qr-catalog answers for each slug now, and how many times it was asked. */
  let stored: Map<string, ScanTarget>;
  let lookups: number;
  /** Lookups wait for this, so a test decides when the database answers. */
  let answer: () => void;
  let answered: Promise<void>;
  let cache: ScanTargetCache;

  beforeEach(() => {
    stored = new Map([['abc', aTarget('https://example.com/old')]]);
    lookups = 0;
    answered = new Promise((resolve) => (answer = resolve));
    const queries = {
      execute: async (query: object) => {
        if (!(query instanceof ResolveScanTargetQuery)) return false;
        lookups++;
        const found = stored.get(query.slug) ?? null;
        await answered;
        return found;
      },
    };
    const broadcast = { reachesEveryReplica: () => true };
    cache = new ScanTargetCache(queries as unknown as QueryBus, broadcast as unknown as Broadcast);
  });

  it('looks a slug up once for every scan that waits for it, then serves it from memory', async () => {
    const scans = Array.from({ length: 50 }, () => cache.resolve('abc'));
    answer();
    const targets = await Promise.all(scans);
    expect(lookups).toBe(1);
    expect(targets.every((target) => target?.destination.kind === 'redirect')).toBe(true);
    await cache.resolve('abc');
    expect(lookups).toBe(1);
  });

  it('shares the lookup of an unknown slug without remembering it', async () => {
    const scans = Array.from({ length: 10 }, () => cache.resolve('nope'));
    answer();
    expect(await Promise.all(scans)).toEqual(Array(10).fill(null));
    expect(lookups).toBe(1);
    await cache.resolve('nope');
    expect(lookups).toBe(2);
  });

  it('does not let a scan after an eviction join a lookup that may have read the old state', async () => {
    const before = cache.resolve('abc');
    stored.set('abc', aTarget('https://example.com/new'));
    cache.evict('abc');
    const after = cache.resolve('abc');
    answer();
    await before;
    expect(lookups).toBe(2);
    expect((await after)?.destination).toEqual({
      kind: 'redirect',
      url: 'https://example.com/new',
      host: 'example.com',
    });
    expect((await cache.resolve('abc'))?.destination).toEqual({
      kind: 'redirect',
      url: 'https://example.com/new',
      host: 'example.com',
    });
    expect(lookups).toBe(2);
  });
});
