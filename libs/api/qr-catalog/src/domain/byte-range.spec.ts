import { resolveByteRange } from './byte-range';

describe('resolveByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('reads %s of a 1,000-byte file', (header, range) => {
    expect(resolveByteRange(header, 1000)).toEqual(range);
  });

  it.each([[undefined], ['bytes=0-1,5-6'], ['items=0-1'], ['bytes=-'], ['bytes=50-10'], ['bytes=abc']])(
    'sends the whole file for %j',
    (header) => {
      expect(resolveByteRange(header, 1000)).toBeUndefined();
    },
  );

  it.each([['bytes=1000-'], ['bytes=-0']])('calls %s unsatisfiable', (header) => {
    expect(resolveByteRange(header, 1000)).toBe('unsatisfiable');
  });
});
