import { bucketOf, bucketStarts, isKnownTimeZone, overviewDays } from './overview-range';

const NOW = new Date('2026-03-29T23:30:00Z');

describe('overviewDays', () => {
  it("counts the presets' days in the viewer's zone", () => {
    // 23:30 UTC is already the next day in Berlin.
    expect(overviewDays({ preset: '7days', timeZone: 'Europe/Berlin' }, NOW)).toEqual({
      from: '2026-03-24',
      to: '2026-03-30',
      timeZone: 'Europe/Berlin',
    });
    expect(overviewDays({ preset: '7days', timeZone: 'UTC' }, NOW).to).toBe('2026-03-29');
    expect(overviewDays({ preset: 'lastMonth', timeZone: 'UTC' }, NOW)).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(overviewDays({ preset: 'thisYear', timeZone: 'UTC' }, NOW).from).toBe('2026-01-01');
    expect(overviewDays({ preset: 'thisMonth', timeZone: 'UTC' }, NOW).from).toBe('2026-03-01');
  });

  it('refuses a custom range that ends before it starts, is not a calendar day or spans too long', () => {
    const custom = (from?: string, to?: string) => () =>
      overviewDays({ preset: 'custom', from, to, timeZone: 'UTC' }, NOW);
    expect(custom('2026-03-02', '2026-03-01')).toThrow(expect.objectContaining({ code: 'range_ends_before_start' }));
    expect(custom('2026-02-30', '2026-03-01')).toThrow(expect.objectContaining({ code: 'invalid_date_range' }));
    expect(custom(undefined, '2026-03-01')).toThrow(expect.objectContaining({ code: 'invalid_date_range' }));
    expect(custom('1990-01-01', '2026-03-01')).toThrow(expect.objectContaining({ code: 'range_too_long' }));
    expect(custom('2016-01-01', '2025-12-31')()).toMatchObject({ from: '2016-01-01', to: '2025-12-31' });
  });
});

describe('trend buckets', () => {
  it('cuts by day, week or month by the length of the range', () => {
    expect(bucketOf({ from: '2026-01-01', to: '2026-03-31', timeZone: 'UTC' })).toBe('day');
    expect(bucketOf({ from: '2025-01-01', to: '2026-03-31', timeZone: 'UTC' })).toBe('week');
    expect(bucketOf({ from: '2016-01-01', to: '2025-12-31', timeZone: 'UTC' })).toBe('month');
  });

  it('starts weeks on the Monday before the range and months on the 1st', () => {
    expect(bucketStarts({ from: '2026-11-18', to: '2026-12-01', timeZone: 'UTC' }, 'week')).toEqual([
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(bucketStarts({ from: '2026-11-18', to: '2027-01-01', timeZone: 'UTC' }, 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA names and nothing else', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus'; drop table qr_scans; --")).toBe(false);
  });
});
