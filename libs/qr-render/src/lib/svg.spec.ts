import { create } from 'qrcode';
import {
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  FRAME_TEMPLATES,
  MODULE_PATTERNS,
  type QrFill,
} from './customization';
import { QrRenderError } from './messages';
import { planRender } from './plan';
import { fmt } from './shapes';
import { escapeXml, renderSvg } from './svg';

const PAYLOAD = 'https://liveqr.example/s/Ab3x9Kq';
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SIZE_MESSAGE = 'The size must be a whole number of pixels from 128 to 4096';

const attribute = (svg: string, name: string) => new RegExp(`<svg[^>]* ${name}="([^"]+)"`).exec(svg)?.[1];

describe('renderSvg', () => {
  it('draws a 500 px square by default', () => {
    const svg = renderSvg(PAYLOAD);
    expect(attribute(svg, 'width')).toBe('500');
    expect(attribute(svg, 'height')).toBe('500');
  });

  it.each([[128], [1234], [4096]])('accepts a size of %i px', (size) => {
    expect(attribute(renderSvg(PAYLOAD, {}, { size }), 'width')).toBe(String(size));
  });

  it.each([[127], [4097], [500.5], [NaN], [0], [-500]])('refuses a size of %s px', (size) => {
    expect(() => renderSvg(PAYLOAD, {}, { size })).toThrow(
      new QrRenderError({ ok: false, problem: 'size', message: SIZE_MESSAGE, values: {} }),
    );
  });

  it('keeps at least a 4-module quiet zone, with whole pixels per module', () => {
    const symbol = create(PAYLOAD, { errorCorrectionLevel: 'M' }).modules.size;
    const svg = renderSvg(PAYLOAD, {}, { size: 500 });
    const pixelsPerModule = Math.floor(500 / (symbol + 8));
    const view = 500 / pixelsPerModule;
    expect(attribute(svg, 'viewBox')).toBe(`0 0 ${fmt(view)} ${fmt(view)}`);
    const [, x = '0', y = '0'] = /translate\(([\d.]+) ([\d.]+)\)/.exec(svg) ?? [];
    // The symbol starts on a pixel edge.
    const symbolStart = (Number(x) + 4) * pixelsPerModule;
    expect(symbolStart).toBeCloseTo(Math.round(symbolStart), 1);
    const coordinates = [...svg.matchAll(/M([\d.]+) ([\d.]+)/g)].flatMap((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(Math.min(...coordinates) + Number(x)).toBeGreaterThanOrEqual(4);
    expect(Math.min(...coordinates) + Number(y)).toBeGreaterThanOrEqual(4);
    expect(view - (Number(x) + Math.max(...coordinates))).toBeGreaterThanOrEqual(4);
  });

  it('paints the background, modules and finders in the chosen colours', () => {
    const svg = renderSvg(PAYLOAD, { foreground: '#1A237E', background: 'hsl(45 100% 94%)', finderColour: 'darkred' });
    expect(svg).toMatch(/<rect width="[\d.]+" height="[\d.]+" fill="#fff7e0"\/>/);
    expect(svg.match(/fill="#1a237e"/g)).toHaveLength(2);
    expect(svg.match(/fill="#8b0000"/g)).toHaveLength(1);
    expect(svg).not.toContain('#000000');
  });

  it('leaves the background out when it is transparent', () => {
    expect(renderSvg(PAYLOAD, { transparentBackground: true })).not.toContain('<rect');
  });

  it.each([
    [
      {
        type: 'linear',
        angle: 90,
        stops: [
          { offset: 0, colour: 'navy' },
          { offset: 1, colour: 'black' },
        ],
      },
      '<linearGradient',
    ],
    [
      {
        type: 'radial',
        stops: [
          { offset: 0, colour: 'black' },
          { offset: 1, colour: 'navy' },
        ],
      },
      '<radialGradient',
    ],
  ] as const)('fills modules with a gradient across the symbol', (foreground, element) => {
    const svg = renderSvg(PAYLOAD, { foreground: foreground as unknown as QrFill });
    expect(svg).toContain(`${element} id="liveqr-fill" gradientUnits="userSpaceOnUse"`);
    expect(svg).toContain('<stop offset="0" stop-color=');
    expect(svg.match(/fill="url\(#liveqr-fill\)"/g)).toHaveLength(3);
  });

  it('refuses colours too close to scan, with the reason', () => {
    expect(() => renderSvg(PAYLOAD, { foreground: '#777777', background: '#888888' })).toThrow(
      /^The foreground colour is too close to the background to scan reliably/,
    );
  });

  it('stays compact: a plain tracked code is one path for modules and one for the finders', () => {
    const svg = renderSvg(PAYLOAD);
    expect(svg.length).toBeLessThan(4000);
    expect(svg.match(/<path/g)).toHaveLength(3);
  });

  it('draws every pattern and finder style differently, as filled shapes', () => {
    const drawings = new Set<string>();
    for (const modulePattern of MODULE_PATTERNS) drawings.add(renderSvg(PAYLOAD, { modulePattern }));
    for (const finderFrame of FINDER_FRAME_STYLES) drawings.add(renderSvg(PAYLOAD, { finderFrame }));
    for (const finderCentre of FINDER_CENTRE_STYLES) drawings.add(renderSvg(PAYLOAD, { finderCentre }));
    expect(drawings.size).toBe(MODULE_PATTERNS.length + FINDER_FRAME_STYLES.length + FINDER_CENTRE_STYLES.length - 2);
    for (const svg of drawings) expect(svg).not.toContain('stroke');
  });

  it('centres the logo over cleared modules', () => {
    const svg = renderSvg(PAYLOAD, { logo: { image: LOGO } });
    expect(svg).toContain(`xlink:href="${LOGO}"`);
    expect(svg).toContain('xmlns:xlink="http://www.w3.org/1999/xlink"');
  });

  it('raises error correction as far as the logo needs', () => {
    const h = create(PAYLOAD, { errorCorrectionLevel: 'H' }).modules.size;
    expect(planRender(PAYLOAD, { logo: { image: LOGO } }).matrix.size).toBe(h);
    expect(planRender(PAYLOAD, { logo: { image: LOGO }, errorCorrection: 'L' }).matrix.size).toBeLessThanOrEqual(h);
  });

  it.each(FRAME_TEMPLATES)('draws the %s frame with its caption, escaped for XML', (template) => {
    const svg = renderSvg(PAYLOAD, { frame: { template, caption: `<b>Tom & Jerry's "menu"</b>` } });
    expect(svg).toContain('>&lt;b&gt;Tom &amp; Jerry&apos;s &quot;menu&quot;&lt;/b&gt;</text>');
    expect(svg).toContain(
      'font-family="&apos;DejaVu Sans&apos;, Helvetica, Arial, &apos;Liberation Sans&apos;, sans-serif"',
    );
    expect(svg).not.toContain('<b>');
    expect(Number(attribute(svg, 'height'))).toBeGreaterThan(500);
  });

  it('refuses empty and over-long payloads with a message for the user', () => {
    expect(() => renderSvg('')).toThrow('There is nothing to encode');
    expect(() => renderSvg('x'.repeat(3000))).toThrow('The content is too long to fit in a QR code');
  });

  it('writes plain numbers for every style combination', () => {
    for (const modulePattern of MODULE_PATTERNS) {
      for (const finderFrame of FINDER_FRAME_STYLES) {
        const svg = renderSvg(PAYLOAD, {
          modulePattern,
          finderFrame,
          logo: { image: LOGO },
          frame: { caption: 'A&B' },
        });
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/\d\.\d{4,}|NaN|Infinity|undefined/);
      }
    }
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
