import { decode, DECODERS } from '@liveqr/qr-render/node';
import { PNG } from 'pngjs';
import { startTestServer, type TestServer } from '../support/test-server';

describe("the home page's generator: static codes of a link, without an account", () => {
  let server: TestServer;

  const staticCode = (query: Record<string, string>, ip = '198.51.100.7') =>
    server.inject({ method: 'GET', url: '/api/public/static-qr-code', query, remoteAddress: ip });

  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.close());

  it.each([...DECODERS])('draws a code %s reads, in every look, adding https:// to a bare address', async (decoder) => {
    for (const style of ['classic', 'dots', 'rounded', 'ink']) {
      const response = await staticCode({ url: 'example.com/menu?table=4', style, format: 'png', size: '600' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBeUndefined();
      const pixels = PNG.sync.read(response.rawPayload);
      expect({ style, text: await decode(decoder, pixels) }).toEqual({
        style,
        text: 'https://example.com/menu?table=4',
      });
    }
  });

  it.each([300, 1000, 2000])(
    'draws a link of %i characters in every look as the generator downloads it, read by every decoder',
    async (length) => {
      const url = `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`;
      for (const style of ['classic', 'dots', 'rounded', 'ink']) {
        const response = await staticCode({ url, style, format: 'png', size: '1024' });
        expect({ style, status: response.statusCode }).toEqual({ style, status: 200 });
        const pixels = PNG.sync.read(response.rawPayload);
        for (const decoder of DECODERS)
          expect({ style, decoder, text: await decode(decoder, pixels) }).toEqual({ style, decoder, text: url });
      }
    },
  );

  it('answers a download as a file named after the format', async () => {
    const response = await staticCode({ url: 'https://example.com', format: 'svg', download: 'true' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="qr-code.svg"; filename*=UTF-8''qr-code.svg`,
    );
    expect(response.body).toMatch(/^<svg /);
  });

  it.each([
    ['no link', {}, 'Bad Request'],
    ['an empty link', { url: '' }, 'invalid_link'],
    ['another scheme', { url: 'javascript:alert(1)' }, 'invalid_link'],
    ['credentials in the link', { url: 'https://user:secret@example.com' }, 'destination_has_credentials'],
    ['a line break in the link', { url: 'https://example.com/\nx' }, 'invalid_link'],
    ['an unknown look', { url: 'example.com', style: 'neon' }, 'Bad Request'],
    ['an unknown format', { url: 'example.com', format: 'gif' }, 'Bad Request'],
    ['a size out of range', { url: 'example.com', size: '99999' }, 'Bad Request'],
    ['a link longer than 2,048 characters', { url: `https://example.com/${'a'.repeat(2100)}` }, 'Bad Request'],
  ])('refuses %s with a 400 and a stable code', async (_case, query, code) => {
    const response = await staticCode(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: code });
  });

  it('limits how many codes one address asks for in a minute', async () => {
    const ip = '203.0.113.99';
    const answers = [];
    for (let asked = 0; asked < 301; asked++)
      answers.push((await staticCode({ url: 'example.com', size: '128', format: 'svg' }, ip)).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(300);
    expect(answers.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await staticCode({ url: 'example.com', format: 'svg' })).statusCode).toBe(200);
  });
});
