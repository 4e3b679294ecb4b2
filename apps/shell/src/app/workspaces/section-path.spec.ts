import { sectionPath } from './section-path';

describe('the same screen in another workspace', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/import', '/dashboard/import'],
    ['/qr-codes/c1/edit', '/dashboard'],
    ['/analytics/c1', '/analytics'],
    ['/create-qr', '/create-qr'],
    ['/members', '/members'],
    ['/members/activity', '/members/activity'],
    ['/domains', '/domains'],
    ['/billing', '/billing'],
    ['/contact', '/contact'],
  ])('from %s is %s', (from, to) => {
    expect(sectionPath(from)).toBe(to);
  });
});
