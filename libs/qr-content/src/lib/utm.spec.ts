import { utmOf, withUtm } from './utm';

describe('UTM builder', () => {
  it('adds the filled parameters and keeps the others', () => {
    expect(
      withUtm('https://example.com/menu?table=4#top', { source: 'flyer', medium: 'qr', campaign: 'spring sale' }),
    ).toBe('https://example.com/menu?table=4&utm_source=flyer&utm_medium=qr&utm_campaign=spring+sale#top');
  });

  it('replaces and removes parameters the URL had', () => {
    expect(withUtm('https://example.com/?utm_source=old&utm_term=x', { source: 'new', term: ' ' })).toBe(
      'https://example.com/?utm_source=new',
    );
  });

  it('reads the parameters back, and leaves what is not a URL alone', () => {
    expect(utmOf('https://example.com/?utm_source=flyer&utm_content=b')).toEqual({ source: 'flyer', content: 'b' });
    expect(withUtm('not a url', { source: 'x' })).toBe('not a url');
    expect(utmOf('not a url')).toEqual({});
  });
});
