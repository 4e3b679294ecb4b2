import { EntityManager } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi } from './support/qr-client';

const NAVY = { foreground: 'navy', background: '#fff8e1', modulePattern: 'rounded', finderFrame: 'extra-rounded' };

describe('brand kits', () => {
  let server: TestServer;
  let alice: QrApi;
  let bob: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    alice = qrApi(server, await aUser(server));
    bob = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  async function aKit(api: QrApi, payload: Record<string, unknown>) {
    const response = await api.brandKits.create(payload);
    if (response.statusCode !== 201) throw new Error(`kit refused: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  it('saves a design under a name, validated and with defaults filled', async () => {
    const kit = await aKit(alice, { name: '  Bistro navy ', customization: NAVY });
    expect(kit).toMatchObject({
      name: 'Bistro navy',
      isDefault: false,
      customization: {
        foreground: { type: 'solid', colour: '#000080' },
        modulePattern: 'rounded',
        errorCorrection: 'M',
      },
    });
    expect((await alice.brandKits.get(kit.id)).json()).toEqual(kit);
    expect((await alice.brandKits.list()).json()).toContainEqual(kit);
  });

  it('refuses a kit without a name or with a design that breaks a rule', async () => {
    expect((await alice.brandKits.create({ name: ' ', customization: NAVY })).json()).toMatchObject({
      statusCode: 400,
      error: 'invalid_brand_kit',
    });
    expect(
      (await alice.brandKits.create({ name: 'Grey', customization: { foreground: '#dddddd' } })).json(),
    ).toMatchObject({
      statusCode: 400,
      error: 'invalid_customization',
    });
  });

  it('renames, redesigns and deletes', async () => {
    const kit = await aKit(alice, { name: 'Temp', customization: NAVY });
    const renamed = (
      await alice.brandKits.update(kit.id, { name: 'Spring', customization: { modulePattern: 'dots' } })
    ).json();
    expect(renamed).toMatchObject({ name: 'Spring', customization: { modulePattern: 'dots' } });
    expect((await alice.brandKits.remove(kit.id)).statusCode).toBe(204);
    expect((await alice.brandKits.get(kit.id)).statusCode).toBe(404);
  });

  it('keeps one default: new codes without a design take it, codes with one keep theirs', async () => {
    const first = await aKit(alice, { name: 'First', customization: NAVY, isDefault: true });
    const second = await aKit(alice, { name: 'Second', customization: { modulePattern: 'dots' }, isDefault: true });
    expect((await alice.brandKits.get(first.id)).json().isDefault).toBe(false);
    expect((await alice.brandKits.get(second.id)).json().isDefault).toBe(true);
    const plain = await createCode(alice, { type: 'website', content: { url: 'example.com' } });
    expect(plain.customization).toEqual(second.customization);
    const own = await createCode(alice, { type: 'website', content: { url: 'example.com' }, customization: {} });
    expect(own.customization.modulePattern).toBe('square');
    await alice.brandKits.update(second.id, { isDefault: false });
  });

  it('applies a kit to an existing code in one call, checked for that code', async () => {
    const kit = await aKit(alice, { name: 'Apply', customization: NAVY });
    const code = await createCode(alice, { type: 'website', content: { url: 'example.com' } });
    const response = await alice.applyBrandKit(code.id, kit.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().customization).toEqual(kit.customization);
    expect((await alice.get(code.id)).json().customization).toEqual(kit.customization);
  });

  it('refuses to apply a kit whose logo this code has no room for', async () => {
    const logo = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`;
    const kit = await aKit(alice, { name: 'Big logo', customization: { logo: { image: logo, size: 0.4 } } });
    const code = await createCode(alice, { type: 'website', content: { url: 'example.com' } });
    const response = await alice.applyBrandKit(code.id, kit.id);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'invalid_customization',
      problem: 'logoTooLarge',
      field: 'logo.size',
      values: { maximum: expect.any(Number) },
    });
    expect((await alice.get(code.id)).json().customization).toEqual(code.customization);
  });

  it('refuses to apply a kit whose design does not scan for this code, saying what to change as data', async () => {
    // Diamond eyes in square frames at level L: a decoder misses the finders of every short code.
    const kit = await aKit(alice, {
      name: 'Diamond eyes',
      customization: { finderCentre: 'diamond', errorCorrection: 'L' },
    });
    const code = await createCode(alice, { type: 'website', content: { url: 'example.com' } });
    const response = await alice.applyBrandKit(code.id, kit.id);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'unscannable_design',
      problem: 'unscannable',
      values: {
        scanner: expect.any(String),
        size: expect.any(Number),
        advice: expect.arrayContaining(['squareFinders']),
      },
    });
    expect((await alice.get(code.id)).json().customization).toEqual(code.customization);
  });

  describe('belong to their owner', () => {
    it('lets no one else read, change, apply or delete a kit', async () => {
      const kit = await aKit(alice, { name: 'Private', customization: NAVY });
      const bobsCode = await createCode(bob, { type: 'website', content: { url: 'example.com' } });
      expect((await bob.brandKits.list()).json()).not.toContainEqual(expect.objectContaining({ id: kit.id }));
      expect((await bob.brandKits.get(kit.id)).json()).toMatchObject({ statusCode: 404, error: 'brand_kit_not_found' });
      expect((await bob.brandKits.update(kit.id, { name: 'Mine' })).statusCode).toBe(404);
      expect((await bob.applyBrandKit(bobsCode.id, kit.id)).statusCode).toBe(404);
      expect((await bob.brandKits.remove(kit.id)).statusCode).toBe(404);
      expect((await alice.brandKits.get(kit.id)).json()).toEqual(kit);
    });

    it("does not give another user's default to new codes, nor apply a kit to someone else's code", async () => {
      await aKit(alice, { name: 'Alice default', customization: { modulePattern: 'dots' }, isDefault: true });
      expect(
        (await createCode(bob, { type: 'website', content: { url: 'example.com' } })).customization.modulePattern,
      ).toBe('square');
      const bobsKit = await aKit(bob, { name: 'Bob', customization: NAVY });
      const alicesCode = await createCode(alice, {
        type: 'website',
        content: { url: 'example.com' },
        customization: {},
      });
      expect((await bob.applyBrandKit(alicesCode.id, bobsKit.id)).statusCode).toBe(404);
    });

    it('answers 404 for a malformed id', async () => {
      expect((await alice.brandKits.get('not-a-uuid')).json().error).toBe('brand_kit_not_found');
    });
  });

  it('needs an active subscription to save or apply, not to read or delete', async () => {
    const lapsed = qrApi(server, await aUser(server, { subscribed: false }));
    expect((await lapsed.brandKits.create({ name: 'x', customization: NAVY })).statusCode).toBe(402);
    expect((await lapsed.brandKits.list()).statusCode).toBe(200);
  });

  it('stores kits in their own table, one default per owner', async () => {
    const em = server.app.get(EntityManager).fork();
    const rows = await em
      .getConnection()
      .execute('select user_id, count(*) filter (where is_default) as defaults from brand_kits group by user_id');
    for (const row of rows as Array<{ defaults: string }>) expect(Number(row.defaults)).toBeLessThanOrEqual(1);
  });
});
