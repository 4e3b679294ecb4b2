import { newScanId } from './scan-ids';

describe('newScanId', () => {
  it('makes version 7 UUIDs that sort by the time they were made', async () => {
    const first = newScanId();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = newScanId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second > first).toBe(true);
    expect(parseInt(second.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never repeats, across many draws of the random pool', () => {
    const ids = Array.from({ length: 5_000 }, newScanId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
