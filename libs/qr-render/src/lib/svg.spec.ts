import { create } from 'qrcode';
import { QrRenderError } from './errors';
import { escapeXml, renderSvg } from './svg';

const PAYLOAD = 'https://liveqr.example/s/Ab3x9Kq';
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SIZE_MESSAGE = 'The size must be a whole number of pixels from 200 to 2000';

const attribute = (svg: string, name: string) => new RegExp(`<svg[^>]* ${name}="([^"]+)"`).exec(svg)?.[1];

describe('renderSvg', () => {
  it('draws a 500 px square by default', () => {
    const svg = renderSvg(PAYLOAD);
    expect(attribute(svg, 'width')).toBe('500');
    expect(attribute(svg, 'height')).toBe('500');
  });

  it.each([[200], [1234], [2000]])('accepts a size of %i px', (size) => {
    expect(attribute(renderSvg(PAYLOAD, {}, { size }), 'width')).toBe(String(size));
  });

  it.each([[199], [2001], [500.5], [NaN], [0], [-500]])('refuses a size of %s px', (size) => {
    expect(() => renderSvg(PAYLOAD, {}, { size })).toThrow(new QrRenderError(SIZE_MESSAGE));
  });

  it('keeps a quiet zone of 4 modules around the symbol', () => {
    const symbol = create(PAYLOAD, { errorCorrectionLevel: 'M' }).modules.size;
    const svg = renderSvg(PAYLOAD);
    expect(attribute(svg, 'viewBox')).toBe(`0 0 ${symbol + 8} ${symbol + 8}`);
    const coordinates = [...svg.matchAll(/M([\d.]+) ([\d.]+)/g)].flatMap((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(Math.min(...coordinates)).toBe(4);
    expect(Math.max(...coordinates)).toBeLessThanOrEqual(symbol + 4);
  });

  it('paints the background and the modules in the chosen colours', () => {
    const svg = renderSvg(PAYLOAD, { foreground: '#1A237E', background: '#FFF8E1' });
    expect(svg).toContain('fill="#fff8e1"');
    expect(svg).toContain('stroke="#1a237e"');
    expect(svg).not.toContain('#000000');
  });

  it('refuses colours too close to scan, with the reason', () => {
    expect(() => renderSvg(PAYLOAD, { foreground: '#777777', background: '#888888' })).toThrow(
      'The colours are too close to scan reliably: make the foreground darker or the background lighter',
    );
  });

  it('stays compact: a plain tracked code is one run path plus the finder shapes', () => {
    const svg = renderSvg(PAYLOAD);
    expect(svg.length).toBeLessThan(2000);
    expect(svg.match(/<path/g)).toHaveLength(2);
  });

  it.each([['rounded'], ['dots']] as const)('draws %s modules as filled shapes', (moduleStyle) => {
    const svg = renderSvg(PAYLOAD, { moduleStyle });
    expect(svg).toMatch(/<path fill="#000000" d="M[^"]*a/);
    expect(svg).not.toContain('stroke=');
  });

  it.each([['rounded'], ['dot']] as const)('draws %s corners with arcs', (cornerStyle) => {
    const square = renderSvg(PAYLOAD);
    const styled = renderSvg(PAYLOAD, { cornerStyle });
    expect(styled).not.toBe(square);
    expect(styled).toMatch(/<path fill="#000000" d="M[\d.]+ [\d.]+[ah]/);
  });

  it('centres the logo over cleared modules and escapes its URL', () => {
    const svg = renderSvg(PAYLOAD, { logo: 'https://cdn.example.com/logo.png?a=1&b=2' });
    expect(svg).toContain('xlink:href="https://cdn.example.com/logo.png?a=1&amp;b=2"');
    expect(svg).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
  });

  it('raises error correction to H when there is a logo', () => {
    const withLogo = renderSvg(PAYLOAD, { logo: LOGO });
    const h = create(PAYLOAD, { errorCorrectionLevel: 'H' }).modules.size;
    expect(attribute(withLogo, 'viewBox')).toBe(`0 0 ${h + 8} ${h + 8}`);
  });

  it('draws the caption below the code, escaped for XML', () => {
    const svg = renderSvg(PAYLOAD, { frame: { caption: `<b>Tom & Jerry's "menu"</b>` } });
    expect(svg).toContain('>&lt;b&gt;Tom &amp; Jerry&apos;s &quot;menu&quot;&lt;/b&gt;</text>');
    expect(svg).not.toContain('<b>');
    expect(Number(attribute(svg, 'height'))).toBeGreaterThan(500);
  });

  it('refuses a caption longer than 30 characters', () => {
    expect(() => renderSvg(PAYLOAD, { frame: { caption: 'x'.repeat(31) } })).toThrow(
      'The frame caption must be at most 30 characters',
    );
  });

  it('refuses empty and over-long payloads with a message for the user', () => {
    expect(() => renderSvg('')).toThrow(new QrRenderError('There is nothing to encode'));
    expect(() => renderSvg('x'.repeat(3000))).toThrow(new QrRenderError('The content is too long to fit in a QR code'));
  });

  it('writes a complete document with plain numbers for every style combination', () => {
    for (const moduleStyle of ['square', 'rounded', 'dots'] as const) {
      for (const cornerStyle of ['square', 'rounded', 'dot'] as const) {
        const svg = renderSvg(PAYLOAD, { moduleStyle, cornerStyle, logo: LOGO, frame: { caption: 'A&B' } });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|e-\d/);
      }
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
  });
});
