import type { LinkItem } from './content';
import { MAX_LIST_ITEMS } from './limits';
import { addLink } from './links';
import { CONTENT_MESSAGES } from './messages';

const list: LinkItem[] = [{ title: 'Home', url: 'https://example.com' }];

describe('addLink', () => {
  it('appends the link with https:// prepended and the title trimmed', () => {
    expect(addLink(list, { title: '  Docs ', url: ' docs.example.com ' })).toEqual({
      ok: true,
      list: [...list, { title: 'Docs', url: 'https://docs.example.com' }],
    });
  });

  it('defaults a blank title to the URL', () => {
    const result = addLink([], { title: '   ', url: 'example.org' });
    expect(result).toEqual({ ok: true, list: [{ title: 'https://example.org', url: 'https://example.org' }] });
  });

  it('does not change the given list', () => {
    addLink(list, { url: 'other.com' });
    expect(list).toHaveLength(1);
  });

  it('asks for a URL when it is blank', () => {
    const blank = { ok: false, message: 'Please enter a URL', field: 'url' };
    expect(addLink(list, { title: 'x', url: '  ' })).toEqual(blank);
    expect(addLink(list, { title: 'x' })).toEqual(blank);
  });

  it('refuses a URL already in the list', () => {
    const repeated = { ok: false, message: 'This link already exists!', field: 'url' };
    expect(addLink(list, { url: 'https://example.com' })).toEqual(repeated);
    expect(addLink(list, { url: 'example.com' })).toEqual(repeated);
  });

  it('refuses a URL whose scheme-less form is stored, as legacy lists held them', () => {
    const legacy: LinkItem[] = [{ title: 'Old', url: 'example.com/a' }];
    expect(addLink(legacy, { url: 'http://example.com/a' })).toEqual({
      ok: false,
      message: 'This link already exists!',
      field: 'url',
    });
  });

  it('keeps http:// and https:// variants of a URL apart when both are complete', () => {
    expect(addLink(list, { url: 'http://example.com' }).ok).toBe(true);
  });

  it('refuses javascript: and data: links', () => {
    expect(addLink(list, { url: 'javascript:alert(1)' })).toEqual({
      ok: false,
      message: 'Only http:// and https:// links are allowed',
      field: 'url',
    });
    expect(addLink(list, { url: 'data:text/html,hi' }).ok).toBe(false);
  });

  it(`holds up to ${MAX_LIST_ITEMS} links and refuses one more, at its URL`, () => {
    let links: LinkItem[] = [];
    for (let i = 0; i < MAX_LIST_ITEMS; i++) {
      const result = addLink(links, { url: `example.com/${i}` });
      if (!result.ok) throw new Error(result.message);
      links = result.list;
    }
    expect(links).toHaveLength(MAX_LIST_ITEMS);
    expect(addLink(links, { url: `example.com/${MAX_LIST_ITEMS}` })).toEqual({
      ok: false,
      message: CONTENT_MESSAGES.tooManyItems,
      field: 'url',
    });
  });
});
