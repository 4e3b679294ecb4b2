import { findUnstorableText, jsonNestingExceeds, requestInputErrorOf } from './request-input';

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingExceeds('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(jsonNestingExceeds(`{"text":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(jsonNestingExceeds('{"text":"a \\" [[[ quote"}', 1)).toBe(false);
    expect(jsonNestingExceeds('['.repeat(10_000) + ']'.repeat(10_000), 32)).toBe(true);
  });
});

describe('findUnstorableText', () => {
  it('finds NUL characters and unpaired surrogates in values and keys, with their path', () => {
    expect(findUnstorableText({ name: 'Ada', tags: ['ok', 'b\u0000d'] }, 'body')).toBe('body.tags[1]');
    expect(findUnstorableText({ name: 'A\ud800' }, 'body')).toBe('body.name');
    expect(findUnstorableText({ ['k\udc00']: 1 }, 'query')).toBe('query.k\udc00');
    expect(findUnstorableText({ name: 'Zoë 😀', n: 1, ok: true, none: null }, 'body')).toBeUndefined();
  });

  it('does not walk what no parser made (a streamed upload body)', () => {
    class Stream {
      readonly state = { buffer: 'x\u0000' };
    }
    expect(findUnstorableText(new Stream(), 'body')).toBeUndefined();
  });
});

describe('requestInputErrorOf', () => {
  it("gives Fastify's body errors our stable codes", () => {
    const tooLarge = requestInputErrorOf(Object.assign(new Error('x'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE' }));
    expect(tooLarge?.getStatus()).toBe(413);
    expect(tooLarge?.getResponse()).toMatchObject({ error: 'BODY_TOO_LARGE' });
    expect(requestInputErrorOf(new Error('other'))).toBeUndefined();
  });
});
