import { contentFieldPath, fieldPath, isWithinField } from './field-path';

describe('fieldPath', () => {
  it('joins names with dots and puts list positions in brackets', () => {
    expect(fieldPath('routing', 0, 'when', 'country')).toBe('routing[0].when.country');
    expect(contentFieldPath('links', 2, 'url')).toBe('content.links[2].url');
    expect(fieldPath(contentFieldPath('images', 1), 'url')).toBe('content.images[1].url');
    expect(contentFieldPath()).toBe('content');
  });

  it('tells a field inside another from one that only starts with its name', () => {
    expect(isWithinField('content.links[2].url', 'content.links')).toBe(true);
    expect(isWithinField('content.links[2].url', 'content.links[2]')).toBe(true);
    expect(isWithinField('content.links', 'content.links')).toBe(true);
    expect(isWithinField('expiry.at', 'expiry')).toBe(true);
    expect(isWithinField('content.urlList', 'content.url')).toBe(false);
    expect(isWithinField('routing[10].url', 'routing[1]')).toBe(false);
    expect(isWithinField('content.links', 'content.links[0]')).toBe(false);
  });
});
