import { codePayload } from './code-payload';

describe("a code's preview payload", () => {
  const website = { type: 'website', content: { url: 'https://example.com/menu' } } as const;

  it("is the short link on LiveQR's own host for a tracked code without a custom domain", () => {
    expect(codePayload({ ...website, tracked: true })?.payload).toBe(`${window.location.origin}/s/preview`);
  });

  it('is the short link on the custom domain a code is made on, or was made on', () => {
    expect(codePayload({ ...website, tracked: true, domain: 'qr.brand.test' })?.payload).toBe(
      'https://qr.brand.test/preview',
    );
    expect(codePayload({ ...website, tracked: true, slug: 'Ab3x9', domain: 'qr.brand.test' })?.payload).toBe(
      'https://qr.brand.test/Ab3x9',
    );
  });

  it('holds the content itself for an untracked code, whatever the domain', () => {
    expect(codePayload({ ...website, tracked: false, domain: 'qr.brand.test' })?.payload).toBe(
      'https://example.com/menu',
    );
  });
});
