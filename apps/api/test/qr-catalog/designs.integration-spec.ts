import { decode as decodeJpeg } from 'jpeg-js';
import { MikroORM } from '@mikro-orm/postgresql';
import { PNG } from 'pngjs';
import { DECODERS, decode } from '@liveqr/qr-render/node';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi } from './support/qr-client';

const PUBLIC_URL = 'https://liveqr.test';

const png = (width: number, height: number) => {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
};
const dataUrl = (type: string, body: Buffer | string) => `data:${type};base64,${Buffer.from(body).toString('base64')}`;
const LOGO = dataUrl('image/png', png(32, 32));

async function readsEverywhere(format: 'png' | 'jpg', body: Buffer, payload: string): Promise<void> {
  const pixels = format === 'png' ? PNG.sync.read(body) : decodeJpeg(body, { useTArray: true, formatAsRGBA: true });
  for (const decoder of DECODERS)
    expect({ decoder, text: await decode(decoder, pixels) }).toEqual({ decoder, text: payload });
}

describe('QR code designs: the scan guarantee, the design check and every download format', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL });
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  describe('design check', () => {
    it('answers the symbol for a design that passes, with the level a logo raised it to', async () => {
      const response = await api.checkDesign({
        type: 'website',
        content: { url: 'example.com' },
        customization: { foreground: 'navy', modulePattern: 'rounded', logo: { image: LOGO } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ok: true,
        customization: { foreground: { type: 'solid', colour: '#000080' }, logo: { size: 0.15, margin: 1 } },
        symbol: { version: 4, errorCorrection: 'M', effectiveErrorCorrection: 'H', minimumSize: 128 },
      });
    });

    it('answers the refusal as data, with the problem, the field and what to change', async () => {
      const response = await api.checkDesign({
        type: 'website',
        content: { url: 'example.com' },
        customization: { logo: { image: LOGO, size: 0.4 } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        ok: false,
        problem: 'logoTooLarge',
        field: 'logo.size',
        message: expect.stringMatching(
          /^The logo is too large for this content: make it at most \d+% of the code's width/,
        ),
        values: { maximum: expect.any(Number) },
      });
    });

    it('gives the same verdict as Save', async () => {
      const design = {
        type: 'website',
        content: { url: 'example.com' },
        customization: { logo: { image: LOGO, size: 0.4 } },
      };
      const check = (await api.checkDesign(design)).json();
      const save = await api.create(design);
      expect(save.statusCode).toBe(400);
      expect(save.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_CUSTOMIZATION',
        error: 'invalid_customization',
        problem: check.problem,
        field: check.field,
        message: check.message,
        values: check.values,
      });
    });

    describe('a design that does not scan', () => {
      // Diamond eyes in square frames at level L: a decoder misses the finders of every short code.
      const unscannable = { finderCentre: 'diamond', errorCorrection: 'L' };
      const detail = {
        problem: 'unscannable',
        message: expect.stringMatching(/^This design does not scan reliably with every scanner: \w+ could not read it/),
        values: {
          scanner: expect.stringMatching(/^(jsQR|ZXing|zbar)$/),
          size: expect.any(Number),
          advice: ['squareFinders', 'higherCorrection', 'darkerForeground'],
        },
      };
      const refusal = { statusCode: 400, code: 'UNSCANNABLE_DESIGN', error: 'unscannable_design', ...detail };

      it('is refused by the design check before Generate, with what to change as names', async () => {
        const check = await api.checkDesign({
          type: 'website',
          content: { url: 'example.com' },
          customization: unscannable,
        });
        expect(check.json()).toEqual({ ok: false, ...detail });
      });

      it('is refused on create with a stable code and the same data', async () => {
        const response = await api.create({
          type: 'website',
          content: { url: 'example.com' },
          customization: unscannable,
        });
        expect(response.json()).toEqual(refusal);
      });

      it('is refused on edit, keeping the code as it was', async () => {
        const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
        const response = await api.update(code.id, { customization: unscannable });
        expect(response.json()).toEqual(refusal);
        expect((await api.get(code.id)).json()).toEqual(code);
      });
    });

    describe('agrees with Save for any payload the code can get', () => {
      // Scans for most slugs but not all: jsQR misses some of them at the smallest size.
      const risky = {
        foreground: '#111827',
        finderColour: '#dc2626',
        modulePattern: 'diamonds',
        finderFrame: 'rounded',
        finderCentre: 'diamond',
      };
      const random = () =>
        Math.random()
          .toString(36)
          .slice(2, 2 + Math.floor(Math.random() * 9) + 1);
      const aPayload = (i: number) => ({
        type: 'website',
        content: { url: `https://${random()}.example/${random()}` },
        isTracked: i % 4 !== 3,
      });

      async function agreement(customization: Record<string, unknown>, times: number): Promise<void> {
        for (let i = 0; i < times; i++) {
          const input = { ...aPayload(i), customization };
          const check = (await api.checkDesign(input)).json();
          const save = await api.create(input);
          // A tracked code draws a slug that scans, and Save creates it with the symbol checked. An
          // untracked one prints only its URL: whatever the check says, Save says too.
          const verdict = { i, ok: check.ok, problem: check.problem, symbol: check.symbol };
          if (input.isTracked) expect(verdict).toEqual({ i, ok: true, symbol: expect.any(Object) });
          expect({ i, ok: save.statusCode === 201, problem: save.json().problem, symbol: save.json().symbol }).toEqual(
            verdict,
          );
          // Offered from a larger size than its modules need: the downloads below it are refused.
          if (save.statusCode === 201 && check.symbol.minimumSizeReason === 'scanners') {
            const { minimumSize } = check.symbol;
            const below = await api.image(save.json().id, { format: 'png', size: minimumSize - 1 });
            expect({ i, status: below.statusCode, problem: below.json().problem }).toEqual({
              i,
              status: 400,
              problem: 'sizeTooSmall',
            });
            expect((await api.image(save.json().id, { format: 'png', size: minimumSize })).statusCode).toBe(200);
          }
        }
      }

      it('a design that fails for some slugs: 50 payloads', () => agreement(risky, 50), 300_000);
      it('one check, then a dozen codes of that design: every one is created', async () => {
        expect((await api.checkDesign({ ...aPayload(0), customization: risky })).json()).toMatchObject({ ok: true });
        for (let i = 0; i < 12; i++)
          expect({ i, status: (await api.create({ ...aPayload(0), customization: risky })).statusCode }).toEqual({
            i,
            status: 201,
          });
      }, 60_000);
      it.each([
        ['dots', { modulePattern: 'dots', finderFrame: 'circle' }],
        ['classy', { modulePattern: 'classy', finderFrame: 'rounded', finderCentre: 'rounded' }],
        ['a logo on dots', { modulePattern: 'dots', logo: { image: LOGO } }],
      ])('%s: 50 payloads', (_, design) => agreement(design, 50), 300_000);

      it('on edit checks the code own payload, and Save agrees', async () => {
        for (let i = 0; i < 5; i++) {
          const code = await createCode(api, aPayload(0));
          const check = (
            await api.checkDesign({ ...aPayload(0), content: code.content, qrCodeId: code.id, customization: risky })
          ).json();
          const save = await api.update(code.id, { customization: risky });
          expect({ i, ok: save.statusCode === 200, problem: save.json().problem }).toEqual({
            i,
            ok: check.ok,
            problem: check.problem,
          });
        }
      }, 60_000);
    });

    it('uses the code own slug when editing, and refuses content that breaks its rules', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
      const own = await api.checkDesign({ type: 'website', content: { url: 'example.com' }, qrCodeId: code.id });
      expect(own.json()).toMatchObject({ ok: true, symbol: code.symbol });
      const bad = await api.checkDesign({ type: 'website', content: { url: 'javascript:alert(1)' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('invalid_content');
    });
  });

  describe('refused designs', () => {
    const svgLogo = (body: string) => dataUrl('image/svg+xml', `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);
    const animatedGif = Buffer.concat([
      Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'),
      Buffer.from([0, 0, 0, 255, 255, 255]),
      Buffer.from('!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00', 'latin1'),
      Buffer.from(',\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1'),
    ]);

    it.each([
      ['an SVG logo with a script', { logo: { image: svgLogo('<script>alert(1)</script>') } }, 'logoUnsafe'],
      ['an SVG logo with an event handler', { logo: { image: svgLogo('<rect onclick="alert(1)"/>') } }, 'logoUnsafe'],
      ['an animated GIF logo', { logo: { image: dataUrl('image/gif', animatedGif) } }, 'logoGif'],
      [
        'a PNG that is really HTML',
        { logo: { image: dataUrl('image/png', '<html><script>x</script></html>') } },
        'logoMismatch',
      ],
      ['a JPG that is really a PNG', { logo: { image: dataUrl('image/jpeg', png(4, 4)) } }, 'logoMismatch'],
      ['an unknown module pattern', { modulePattern: 'hearts' }, 'modulePattern'],
      ['an unknown finder frame', { finderFrame: 'star' }, 'finderFrame'],
      ['an unknown finder centre', { finderCentre: 'star' }, 'finderCentre'],
      ['an unknown frame template', { frame: { caption: 'Hi', template: 'neon' } }, 'frameTemplate'],
      ['a garbage colour', { foreground: 'not-a-colour' }, 'colour'],
      ['a translucent colour', { background: 'rgba(255, 255, 255, 0.5)' }, 'translucentColour'],
      [
        'a gradient whose light end fails contrast',
        {
          foreground: {
            type: 'linear',
            stops: [
              { offset: 0, colour: 'black' },
              { offset: 1, colour: 'lightgrey' },
            ],
          },
        },
        'lowContrast',
      ],
    ])('refuses %s with 400 and what to change', async (_case, customization, problem) => {
      const check = (await api.checkDesign({ type: 'website', content: { url: 'example.com' }, customization })).json();
      expect(check).toMatchObject({ ok: false, problem });
      const response = await api.create({ type: 'website', content: { url: 'example.com' }, customization });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_customization', problem, message: check.message });
    });

    it('refuses a 20 MB PNG logo at the door', async () => {
      const huge = `data:image/png;base64,${Buffer.alloc(20 * 1024 * 1024).toString('base64')}`;
      const response = await api.create({
        type: 'website',
        content: { url: 'example.com' },
        customization: { logo: { image: huge } },
      });
      expect(response.statusCode).toBe(413);
    });

    it.each([
      ['#1A237E', '#1a237e'],
      ['#12e', '#1122ee'],
      ['rgb(26, 35, 126)', '#1a237e'],
      ['hsl(235 66% 30%)', '#1a227f'],
      ['navy', '#000080'],
      ['oklch(40% 0.1 260)', '#25467d'],
    ])('accepts the colour %s and stores it as %s', async (foreground, stored) => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'example.com' },
        customization: { foreground },
      });
      expect(code.customization.foreground).toEqual({ type: 'solid', colour: stored });
    });

    it('refuses an edit whose new content no longer fits at the level the logo needs, keeping the code as it was', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'example.com' },
        isTracked: false,
        customization: { errorCorrection: 'H', logo: { image: LOGO, size: 0.15, margin: 0 } },
      });
      const response = await api.update(code.id, { content: { url: `example.com/${'a'.repeat(1400)}` } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'content_too_long' });
      expect((await api.get(code.id)).json()).toEqual(code);
    });
  });

  describe('downloads', () => {
    const styled = {
      foreground: {
        type: 'radial',
        stops: [
          { offset: 0, colour: 'black' },
          { offset: 1, colour: 'navy' },
        ],
      },
      background: '#fff8e1',
      modulePattern: 'dots',
      finderFrame: 'circle',
      finderCentre: 'circle',
      logo: { image: LOGO },
      frame: { caption: 'Scan me', template: 'bubble' },
    };

    it.each([
      ['png', 'image/png'],
      ['jpg', 'image/jpeg'],
    ] as const)(
      'serves a styled %s that every decoder reads, at the smallest and largest sizes',
      async (format, type) => {
        const code = await createCode(api, { type: 'website', content: { url: 'example.com' }, customization: styled });
        for (const size of [code.symbol.minimumSize, 4096]) {
          const response = await api.image(code.id, { format, size });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe(type);
          await readsEverywhere(format, response.rawPayload, code.payload);
        }
      },
    );

    it.each([
      ['svg', 'image/svg+xml', '<svg'],
      ['pdf', 'application/pdf', '%PDF-'],
      ['eps', 'application/postscript', '%!PS-Adobe-3.0 EPSF-3.0'],
    ] as const)('serves %s as vector paths, named after the code', async (format, type, start) => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'example.com' },
        name: 'Menü',
        customization: styled,
      });
      const response = await api.image(code.id, { format, size: 300 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(type);
      expect(response.rawPayload.subarray(0, start.length).toString('latin1')).toBe(start);
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Menü.${format}`)}`,
      );
    });

    it('keeps PNG and SVG transparent when asked, and fills JPG', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'example.com' },
        customization: { transparentBackground: true, modulePattern: 'rounded' },
      });
      const image = PNG.sync.read((await api.image(code.id, { format: 'png', size: 200 })).rawPayload);
      expect(image.data[3]).toBe(0);
      expect((await api.image(code.id, { format: 'svg' })).body).not.toContain('<rect');
      const jpg = decodeJpeg((await api.image(code.id, { format: 'jpg', size: 200 })).rawPayload, { useTArray: true });
      expect(jpg.data[0]).toBeGreaterThan(240);
    });

    it('refuses a size below what the scan check found scanners need, and shows it as the code minimum', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
      expect(code.symbol).toMatchObject({ minimumSize: 128, minimumSizeReason: 'modules' });
      // What Save stores for a design that reads only from 300 px (the check's verdict, see ScanGuarantee).
      await server.app
        .get(MikroORM)
        .em.getConnection()
        .execute('update qr_codes set scan_minimum_size = 300 where id = ?', [code.id]);
      expect((await api.get(code.id)).json().symbol).toMatchObject({ minimumSize: 300, minimumSizeReason: 'scanners' });
      const below = await api.image(code.id, { format: 'png', size: 299 });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toMatchObject({ problem: 'sizeTooSmall', values: { minimum: 300 } });
      expect((await api.image(code.id, { format: 'pdf', size: 200 })).json()).toMatchObject({
        problem: 'sizeTooSmall',
      });
      expect((await api.image(code.id, { format: 'png', size: 300 })).statusCode).toBe(200);
    });

    it('refuses a size too small for a long payload, naming the smallest that works', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: `example.com/${'a'.repeat(1000)}` },
        isTracked: false,
      });
      expect(code.symbol.minimumSize).toBeGreaterThan(128);
      const response = await api.image(code.id, { size: 200 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_IMAGE_REQUEST',
        error: 'invalid_image_request',
        problem: 'sizeTooSmall',
        field: 'size',
        message: `At this size the modules of this code are too small to scan: choose ${code.symbol.minimumSize} px or more, or shorten the content`,
        values: { minimum: code.symbol.minimumSize },
      });
    });

    it('renders a 1,000-character payload at 4096 px quickly, within memory, and readable', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: `example.com/${'a'.repeat(1000)}` },
        isTracked: false,
        customization: { modulePattern: 'rounded' },
      });
      const before = process.memoryUsage().rss;
      const response = await api.image(code.id, { format: 'png', size: 4096 });
      expect(response.statusCode).toBe(200);
      expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
      await readsEverywhere('png', response.rawPayload, code.payload);
    });
  });
});
