import { DEFAULT_CUSTOMIZATION, FINDER_CENTRE_STYLES, FINDER_FRAME_STYLES, MODULE_PATTERNS } from './customization';
import type { QrCustomization } from './customization';
import type { DesignRefusal } from './messages';
import { validateCustomization } from './validate-customization';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');
const svg = (body: string) =>
  `data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`)}`;

function accepted(raw: unknown): QrCustomization {
  const result = validateCustomization(raw);
  if (!result.ok) throw new Error(result.message);
  return result.customization;
}

function refused(raw: unknown): Omit<DesignRefusal, 'ok' | 'values'> {
  const result = validateCustomization(raw);
  if (result.ok) throw new Error('expected the design to be refused');
  return { problem: result.problem, field: result.field, message: result.message };
}

describe('validateCustomization', () => {
  it('fills the defaults for an empty design', () => {
    expect(accepted({})).toEqual(DEFAULT_CUSTOMIZATION);
    expect(accepted(null)).toEqual(DEFAULT_CUSTOMIZATION);
    expect(accepted(undefined)).toEqual(DEFAULT_CUSTOMIZATION);
    expect(DEFAULT_CUSTOMIZATION).toEqual({
      foreground: { type: 'solid', colour: '#000000' },
      background: '#ffffff',
      transparentBackground: false,
      modulePattern: 'square',
      finderFrame: 'square',
      finderCentre: 'square',
      errorCorrection: 'M',
    });
  });

  it('keeps every option, normalises colours and drops unknown fields', () => {
    expect(
      accepted({
        foreground: 'rgb(26 35 126)',
        background: 'hsl(45 100% 94%)',
        transparentBackground: true,
        finderColour: 'DarkRed',
        modulePattern: 'vertical-bars',
        finderFrame: 'leaf',
        finderCentre: 'diamond',
        errorCorrection: 'Q',
        logo: { image: PNG, size: 0.1, margin: 2, extra: 1 },
        frame: { caption: ' Scan me ', template: 'bubble', captionPosition: 'top', colour: '#004d40' },
        opacity: 0.5,
      }),
    ).toEqual({
      foreground: { type: 'solid', colour: '#1a237e' },
      background: '#fff7e0',
      transparentBackground: true,
      finderColour: '#8b0000',
      modulePattern: 'vertical-bars',
      finderFrame: 'leaf',
      finderCentre: 'diamond',
      errorCorrection: 'Q',
      logo: { image: PNG, size: 0.1, margin: 2 },
      frame: { caption: 'Scan me', template: 'bubble', captionPosition: 'top', colour: '#004d40' },
    });
  });

  it('refuses a design that is not an object', () => {
    expect(refused('red')).toEqual({ problem: 'notObject', field: undefined, message: 'The design must be an object' });
    expect(refused([]).problem).toBe('notObject');
  });

  describe('colours', () => {
    it.each([['#1a237e'], ['#12e'], ['rgb(26,35,126)'], ['hsl(235 66% 30%)'], ['navy'], ['oklch(30% 0.1 260)']])(
      'accepts the CSS colour %s',
      (foreground) => {
        expect(accepted({ foreground }).foreground).toEqual({
          type: 'solid',
          colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
        });
      },
    );

    it.each([['garbage'], ['#12345g'], ['rgb(1,2)'], [42], [{ colour: 'navy' }]])(
      'refuses the foreground %j',
      (foreground) => {
        expect(refused({ foreground }).field).toMatch(/^foreground/);
      },
    );

    it('says what a colour should look like', () => {
      expect(refused({ background: 'whiteish' })).toEqual({
        problem: 'colour',
        field: 'background',
        message: 'The background colour must be a colour, such as #1a237e, rgb(26 35 126), hsl(235 66% 30%) or navy',
      });
    });

    it('refuses see-through colours and points at the transparent background instead', () => {
      expect(refused({ background: 'transparent' })).toMatchObject({
        problem: 'translucentColour',
        field: 'background',
      });
      expect(refused({ foreground: 'rgb(0 0 0 / 50%)' }).message).toMatch(/transparent background/);
    });

    it.each([
      ['#777777', '#888888'],
      ['#ff0000', '#00ff00'],
      ['#808080', 'white'],
    ])('refuses %s on %s as too close to scan, with the ratio', (foreground, background) => {
      expect(refused({ foreground, background })).toMatchObject({ problem: 'lowContrast', field: 'foreground' });
      expect(refused({ foreground, background }).message).toMatch(/contrast \d+(\.\d)?:1, at least 4:1/);
    });

    it('refuses light ink on a dark background', () => {
      expect(refused({ foreground: 'white', background: 'black' })).toMatchObject({
        problem: 'inverted',
        message:
          'The foreground colour must be darker than the background: many scanners cannot read light-on-dark codes',
      });
    });

    it('checks the finder colour like the foreground', () => {
      expect(accepted({ finderColour: '#b71c1c' }).finderColour).toBe('#b71c1c');
      expect(refused({ finderColour: '#ffcdd2' })).toMatchObject({ problem: 'lowContrast', field: 'finderColour' });
    });

    it('requires a boolean for the transparent background', () => {
      expect(refused({ transparentBackground: 'yes' }).problem).toBe('transparentBackground');
    });
  });

  describe('gradients', () => {
    const stops = (...colours: string[]) => colours.map((colour, i) => ({ offset: i / (colours.length - 1), colour }));

    it('accepts linear and radial gradients, folding the angle into 0–360', () => {
      expect(
        accepted({ foreground: { type: 'linear', angle: -45, stops: stops('navy', '#004d40') } }).foreground,
      ).toEqual({
        type: 'linear',
        angle: 315,
        stops: [
          { offset: 0, colour: '#000080' },
          { offset: 1, colour: '#004d40' },
        ],
      });
      expect(
        accepted({ foreground: { type: 'radial', stops: stops('black', 'navy', '#1a237e') } }).foreground,
      ).toMatchObject({
        type: 'radial',
      });
    });

    it('checks the lightest stop against the background', () => {
      expect(refused({ foreground: { type: 'linear', stops: stops('#000000', '#9e9e9e') } })).toMatchObject({
        problem: 'lowContrast',
        field: 'foreground.stops.1.colour',
      });
      expect(refused({ foreground: { type: 'linear', stops: stops('#9e9e9e', '#000000') } }).message).toMatch(
        /^The lightest colour of the gradient is too close to the background/,
      );
    });

    it.each([
      [{ type: 'linear', stops: stops('navy') }, 'gradientStops'],
      [{ type: 'linear', stops: stops('navy', 'navy', 'navy', 'navy', 'navy', 'navy') }, 'gradientStops'],
      [{ type: 'radial' }, 'gradientStops'],
      [
        {
          type: 'linear',
          stops: [
            { offset: 0.5, colour: 'navy' },
            { offset: 0.2, colour: 'navy' },
          ],
        },
        'gradientOffset',
      ],
      [
        {
          type: 'linear',
          stops: [
            { offset: -1, colour: 'navy' },
            { offset: 1, colour: 'navy' },
          ],
        },
        'gradientOffset',
      ],
      [{ type: 'linear', angle: 'up', stops: stops('navy', 'navy') }, 'gradientAngle'],
      [{ type: 'conic', stops: stops('navy', 'navy') }, 'fill'],
      [{ type: 'linear', stops: stops('navy', 'nope') }, 'colour'],
    ])('refuses the fill %j (%s)', (foreground, problem) => {
      expect(refused({ foreground }).problem).toBe(problem);
    });
  });

  describe('styles', () => {
    it.each([
      ['modulePattern', MODULE_PATTERNS],
      ['finderFrame', FINDER_FRAME_STYLES],
      ['finderCentre', FINDER_CENTRE_STYLES],
    ] as const)('accepts every %s and refuses unknown names with the list', (field, options) => {
      for (const option of options) expect(accepted({ [field]: option })[field]).toBe(option);
      expect(refused({ [field]: 'hearts' })).toMatchObject({ problem: field, field });
      expect(refused({ [field]: 'hearts' }).message).toContain(options.join(', '));
    });

    it('offers enough choice', () => {
      expect(MODULE_PATTERNS.length).toBeGreaterThanOrEqual(6);
      expect(FINDER_FRAME_STYLES.length).toBeGreaterThanOrEqual(4);
      expect(FINDER_CENTRE_STYLES.length).toBeGreaterThanOrEqual(4);
    });

    it('takes the error-correction level asked for', () => {
      expect(accepted({ errorCorrection: 'H' }).errorCorrection).toBe('H');
      expect(refused({ errorCorrection: 'X' }).message).toBe('The error correction must be one of: L, M, Q, H');
    });
  });

  describe('logo', () => {
    it('accepts PNG, JPG and plain SVG data URLs with default size and margin', () => {
      expect(accepted({ logo: { image: PNG } }).logo).toEqual({ image: PNG, size: 0.15, margin: 1 });
      const jpg = `data:image/jpeg;base64,${base64(Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0, 64, 0, 32, 1, 1, 0x11, 0]))}`;
      expect(accepted({ logo: { image: jpg } }).logo?.image).toBe(jpg);
      const plain = svg('<defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/>');
      expect(accepted({ logo: { image: plain } }).logo?.image).toBe(plain);
    });

    it('treats an empty logo as none', () => {
      expect(accepted({ logo: null })).toEqual(DEFAULT_CUSTOMIZATION);
    });

    it.each([
      ['<script>alert(1)</script>'],
      ['<rect onload="alert(1)"/>'],
      ['<a href="javascript:alert(1)"><rect/></a>'],
      ['<foreignObject><div/></foreignObject>'],
      ['<image href="https://tracker.example/p.png"/>'],
      ['<style>@import url(https://example.com/x.css)</style>'],
      ['<set attributeName="href" to="x"/>'],
    ])('refuses an SVG logo with %s', (body) => {
      expect(refused({ logo: { image: svg(body) } })).toEqual({
        problem: 'logoUnsafe',
        field: 'logo.image',
        message:
          'The SVG logo contains scripts, links or embedded content: export it again as a plain SVG, or use a PNG',
      });
    });

    it('refuses GIF logos, animated or not', () => {
      const gif = `data:image/gif;base64,${base64('GIF89a\x01\x00\x01\x00\x00\x00\x00;')}`;
      expect(refused({ logo: { image: gif } }).problem).toBe('logoGif');
    });

    it('refuses a file that lies about its type', () => {
      const jpegAsPng = `data:image/png;base64,${base64(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))}`;
      const htmlAsPng = `data:image/png;base64,${base64('<html><script>alert(1)</script></html>')}`;
      expect(refused({ logo: { image: jpegAsPng } }).problem).toBe('logoMismatch');
      expect(refused({ logo: { image: htmlAsPng } }).problem).toBe('logoMismatch');
    });

    it.each([
      ['javascript:alert(1)'],
      ['data:text/html;base64,PHNjcmlwdD4='],
      ['https://cdn.example.com/logo.png'],
      [42],
    ])('refuses the logo image %j', (image) => {
      expect(refused({ logo: { image } }).problem).toBe('logoImage');
    });

    it('refuses a logo over 1 MB of data URL, and one of too many pixels', () => {
      expect(refused({ logo: { image: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(1_000_000)}` } }).message).toBe(
        'The logo image is too large: use an image under 750 KB',
      );
      const huge = Buffer.from(PNG.split(',')[1] ?? '', 'base64');
      huge.writeUInt32BE(30_000, 16);
      expect(refused({ logo: { image: `data:image/png;base64,${huge.toString('base64')}` } }).problem).toBe(
        'logoPixels',
      );
    });

    it('keeps size and margin in range', () => {
      expect(refused({ logo: { image: PNG, size: 0.5 } })).toMatchObject({ problem: 'logoSize', field: 'logo.size' });
      expect(refused({ logo: { image: PNG, size: 0.01 } }).message).toBe(
        "The logo size must be from 5% to 40% of the code's width",
      );
      expect(refused({ logo: { image: PNG, margin: 1.5 } }).problem).toBe('logoMargin');
      expect(refused({ logo: 'data:image/png;base64,xyz' }).problem).toBe('logo');
    });
  });

  describe('frame', () => {
    it('defaults the template, position and colour (the darkest foreground colour)', () => {
      expect(accepted({ foreground: '#1a237e', frame: { caption: 'Hi' } }).frame).toEqual({
        caption: 'Hi',
        template: 'rounded-banner',
        captionPosition: 'bottom',
        colour: '#1a237e',
      });
    });

    it('trims the caption and folds whitespace and control characters to single spaces', () => {
      expect(accepted({ frame: { caption: '  Scan\n\tme\u0000 now ' } }).frame?.caption).toBe('Scan me now');
    });

    it('asks for a caption, at most 30 characters (not UTF-16 units)', () => {
      expect(refused({ frame: { caption: '   ' } }).message).toBe('Please enter a frame caption');
      expect(refused({ frame: {} }).problem).toBe('frame');
      expect(refused({ frame: { caption: 'x'.repeat(31) } }).message).toBe(
        'The frame caption must be at most 30 characters',
      );
      expect(accepted({ frame: { caption: '😀'.repeat(30) } }).frame?.caption).toBe('😀'.repeat(30));
    });

    it('refuses unknown templates and positions, and a caption colour too close to the background', () => {
      expect(refused({ frame: { caption: 'a', template: 'stars' } })).toMatchObject({
        problem: 'frameTemplate',
        field: 'frame.template',
      });
      expect(refused({ frame: { caption: 'a', captionPosition: 'left' } }).problem).toBe('captionPosition');
      expect(refused({ frame: { caption: 'a', colour: '#eeeeee' } })).toMatchObject({
        problem: 'frameContrast',
        field: 'frame.colour',
      });
    });
  });
});
