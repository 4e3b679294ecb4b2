import { FreshBodies, MAX_FRESH_BODY_CHARS } from './fresh-bodies';

describe('FreshBodies', () => {
  afterEach(() => jest.useRealTimers());

  it('gives each kept body to the first attempt that asks, once', () => {
    const fresh = new FreshBodies();
    fresh.keep([
      { id: 'msg_1', body: '{"a":1}' },
      { id: 'msg_2', body: '{"b":2}' },
    ]);
    expect([...fresh.take(['msg_2', 'msg_3'])]).toEqual([['msg_2', '{"b":2}']]);
    expect(fresh.take(['msg_2']).size).toBe(0);
    expect([...fresh.take(['msg_1'])]).toEqual([['msg_1', '{"a":1}']]);
  });

  it('lets go of the oldest bodies beyond its size', () => {
    const fresh = new FreshBodies();
    const half = 'x'.repeat(MAX_FRESH_BODY_CHARS / 2);
    fresh.keep([
      { id: 'msg_1', body: half },
      { id: 'msg_2', body: half },
    ]);
    fresh.keep([{ id: 'msg_3', body: '{}' }]);
    expect([...fresh.take(['msg_1', 'msg_2', 'msg_3']).keys()]).toEqual(['msg_2', 'msg_3']);
  });

  it('lets go of bodies no attempt here took within a minute (another replica attempted them)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z') });
    const fresh = new FreshBodies();
    fresh.keep([{ id: 'msg_1', body: '{}' }]);
    jest.setSystemTime(new Date('2026-11-30T10:00:59Z'));
    fresh.keep([{ id: 'msg_2', body: '{}' }]);
    jest.setSystemTime(new Date('2026-11-30T10:01:01Z'));
    expect([...fresh.take(['msg_1', 'msg_2']).keys()]).toEqual(['msg_2']);
  });
});
