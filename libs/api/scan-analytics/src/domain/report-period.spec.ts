import { lastCompletedPeriod } from './report-period';

describe('lastCompletedPeriod', () => {
  it('is the previous Monday-to-Sunday week, also on a Monday', () => {
    expect(lastCompletedPeriod('weekly', new Date('2026-11-25T10:00:00Z'))).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
      endedAt: new Date('2026-11-23T00:00:00Z'),
    });
    expect(lastCompletedPeriod('weekly', new Date('2026-11-23T00:00:00Z')).from).toBe('2026-11-16');
  });

  it('is the previous calendar month, across a new year', () => {
    expect(lastCompletedPeriod('monthly', new Date('2027-01-01T00:30:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      endedAt: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
