import { REWRITE_FIRST_DESIGN_MODEL } from '@liveqr/api/qr-catalog';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, decode, qrApi, type QrApi } from './support/qr-client';

const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('stored designs of the first model', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  /** Stores a legacy design on a fresh code, runs the migration's statement, and reads the code back. */
  async function migrated(legacy: Record<string, unknown>) {
    const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
    const connection = server.app.get(EntityManager).fork().getConnection();
    await connection.execute('update qr_codes set customization = ? where id = ?', [JSON.stringify(legacy), code.id]);
    await connection.execute(REWRITE_FIRST_DESIGN_MODEL);
    return (await api.get(code.id)).json();
  }

  it('turns the empty design the product saved into the defaults', async () => {
    expect((await migrated({})).customization).toEqual({
      foreground: { type: 'solid', colour: '#000000' },
      background: '#ffffff',
      transparentBackground: false,
      modulePattern: 'square',
      finderFrame: 'square',
      finderCentre: 'square',
      errorCorrection: 'M',
    });
  });

  it('maps old styles, logo and caption to their new names, and the code still downloads and scans', async () => {
    const code = await migrated({
      foreground: '#1a237e',
      background: '#fff8e1',
      moduleStyle: 'dots',
      cornerStyle: 'dot',
      logo: PNG_LOGO,
      frame: { caption: 'Scan me' },
    });
    expect(code.customization).toEqual({
      foreground: { type: 'solid', colour: '#1a237e' },
      background: '#fff8e1',
      transparentBackground: false,
      modulePattern: 'dots',
      finderFrame: 'circle',
      finderCentre: 'circle',
      errorCorrection: 'M',
      logo: { image: PNG_LOGO, size: 0.15, margin: 1 },
      frame: { template: 'rounded-banner', caption: 'Scan me', captionPosition: 'bottom', colour: '#1a237e' },
    });
    const image = await api.image(code.id, { format: 'png', size: 500 });
    expect(image.statusCode).toBe(200);
    expect(decode('png', image.rawPayload)).toBe(code.payload);
  });

  it('drops a remote logo, which was never drawn outside SVG, and leaves new designs alone', async () => {
    expect((await migrated({ logo: 'https://cdn.example.com/logo.png' })).customization).not.toHaveProperty('logo');
    const modern = { foreground: { type: 'solid', colour: '#000080' }, modulePattern: 'classy' };
    expect((await migrated(modern)).customization).toEqual(modern);
  });
});
