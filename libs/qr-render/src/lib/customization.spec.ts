import { DEFAULT_CUSTOMIZATION, validateCustomization } from './customization';
import type { QrCustomization } from './customization';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function accepted(raw: unknown): QrCustomization {
  const result = validateCustomization(raw);
  if (!result.ok) throw new Error(result.message);
  return result.customization;
}

function refusal(raw: unknown): string {
  const result = validateCustomization(raw);
  if (result.ok) throw new Error('expected the customization to be refused');
  return result.message;
}

describe('validateCustomization', () => {
  it('fills the defaults for the empty customization the product saves', () => {
    expect(accepted({})).toEqual(DEFAULT_CUSTOMIZATION);
    expect(accepted(null)).toEqual(DEFAULT_CUSTOMIZATION);
    expect(accepted(undefined)).toEqual(DEFAULT_CUSTOMIZATION);
    expect(DEFAULT_CUSTOMIZATION).toEqual({
      foreground: '#000000',
      background: '#ffffff',
      moduleStyle: 'square',
      cornerStyle: 'square',
    });
  });

  it('keeps valid options, lower-cases colours and drops unknown fields', () => {
    expect(
      accepted({
        foreground: '#1A237E',
        background: '#FFF8E1',
        moduleStyle: 'dots',
        cornerStyle: 'dot',
        opacity: 0.5,
        frame: { caption: 'Hi', x: 1 },
      }),
    ).toEqual({
      foreground: '#1a237e',
      background: '#fff8e1',
      moduleStyle: 'dots',
      cornerStyle: 'dot',
      frame: { caption: 'Hi' },
    });
  });

  it('refuses customization that is not an object', () => {
    expect(refusal('red')).toBe('Customization must be an object');
    expect(refusal([])).toBe('Customization must be an object');
  });

  it.each([['red'], ['#fff'], ['#12345g'], ['000000'], [0]])('refuses the foreground colour %j', (foreground) => {
    expect(refusal({ foreground })).toBe('The foreground colour must be a hex colour like #000000');
  });

  it('refuses a background colour that is not #rrggbb', () => {
    expect(refusal({ background: 'white' })).toBe('The background colour must be a hex colour like #ffffff');
  });

  it.each([
    ['#777777', '#888888'],
    ['#ff0000', '#00ff00'],
    ['#000000', '#000000'],
    ['#808080', '#ffffff'],
  ])('refuses %s on %s as too close to scan', (foreground, background) => {
    expect(refusal({ foreground, background })).toBe(
      'The colours are too close to scan reliably: make the foreground darker or the background lighter',
    );
  });

  it('refuses a light foreground on a dark background', () => {
    expect(refusal({ foreground: '#ffffff', background: '#000000' })).toBe(
      'The foreground must be darker than the background: many scanners cannot read light-on-dark codes',
    );
  });

  it('accepts colours at a contrast of 4:1 or more', () => {
    expect(accepted({ foreground: '#767676', background: '#ffffff' }).foreground).toBe('#767676');
    expect(accepted({ foreground: '#1a237e', background: '#fff8e1' }).background).toBe('#fff8e1');
  });

  it('refuses unknown module and corner styles', () => {
    expect(refusal({ moduleStyle: 'hearts' })).toBe('The module style must be one of: square, rounded, dots');
    expect(refusal({ cornerStyle: 'dots' })).toBe('The corner style must be one of: square, rounded, dot');
  });

  describe('logo', () => {
    it('accepts PNG, JPG and SVG data URLs and http(s) URLs', () => {
      expect(accepted({ logo: PNG_DATA_URL }).logo).toBe(PNG_DATA_URL);
      expect(accepted({ logo: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' }).logo).toBeDefined();
      expect(
        accepted({
          logo: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
        }).logo,
      ).toBeDefined();
      expect(accepted({ logo: 'https://cdn.example.com/logo.png' }).logo).toBe('https://cdn.example.com/logo.png');
    });

    it('treats an empty logo as none', () => {
      expect(accepted({ logo: '' })).toEqual(DEFAULT_CUSTOMIZATION);
    });

    it.each([
      ['javascript:alert(1)'],
      ['data:text/html;base64,PHNjcmlwdD4='],
      ['data:image/gif;base64,R0lGODlhAQABAAAAACw='],
      ['data:image/png;base64,/9j/4AAQSkZJRgABAQ=='],
      ['data:image/svg+xml,<svg onload="alert(1)"/>'],
      ['https://example.com/a.png" onload="alert(1)'],
      ['file:///etc/passwd'],
      [42],
    ])('refuses the logo %j', (logo) => {
      expect(refusal({ logo })).toBe(
        'The logo must be a PNG, JPG or SVG image given as a base64 data URL or an http(s) URL',
      );
    });

    it('refuses a logo over 1 MB of data URL', () => {
      expect(refusal({ logo: `data:image/png;base64,iVBORw0KGgo${'A'.repeat(1_000_000)}` })).toBe(
        'The logo image is too large: use an image under 750 KB',
      );
    });
  });

  describe('frame', () => {
    it('trims the caption and folds whitespace and control characters to single spaces', () => {
      expect(accepted({ frame: { caption: '  Scan\n\tme\u0000 now ' } }).frame).toEqual({ caption: 'Scan me now' });
    });

    it('asks for a caption when the frame has none', () => {
      expect(refusal({ frame: { caption: '   ' } })).toBe('Please enter a frame caption');
      expect(refusal({ frame: {} })).toBe('The frame must be an object with a caption');
      expect(refusal({ frame: 'Scan me' })).toBe('The frame must be an object with a caption');
    });

    it('accepts 30 characters and refuses 31', () => {
      expect(accepted({ frame: { caption: 'x'.repeat(30) } }).frame?.caption).toHaveLength(30);
      expect(refusal({ frame: { caption: 'x'.repeat(31) } })).toBe('The frame caption must be at most 30 characters');
    });

    it('counts characters, not UTF-16 units', () => {
      expect(accepted({ frame: { caption: '😀'.repeat(30) } }).frame?.caption).toBe('😀'.repeat(30));
    });
  });
});
