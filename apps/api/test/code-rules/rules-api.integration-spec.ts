import { Client } from 'pg';
import { aUser, createCode, qrApi, type QrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { daysFromNow, lapsePlan } from './support/rules-client';

const WEBSITE = { type: 'website', content: { url: 'https://example.com/main' } };
const IPHONE_RULE = { when: { os: ['ios'] }, url: 'https://apps.apple.com/app/id1' };

describe('Code rules through the API: stored, returned, refused', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test' });
    owner = await aUser(server);
    api = qrApi(server, owner);
  });
  afterAll(() => server.close());

  async function expectNothingStored() {
    expect((await api.list()).json().total).toBe(0);
  }

  async function storedRow(id: string) {
    const client = new Client({ connectionString: server.config.database.url });
    await client.connect();
    try {
      return (await client.query('select * from qr_codes where id = $1', [id])).rows[0];
    } finally {
      await client.end();
    }
  }

  it('stores every rule on create and returns them on read, without the password', async () => {
    const at = daysFromNow(30);
    const code = await createCode(api, {
      ...WEBSITE,
      expiry: { at, scanLimit: 100, fallbackUrl: 'example.com/over' },
      password: 'open sesame',
      routing: [
        IPHONE_RULE,
        {
          when: { country: ['de'], days: [1, 2], from: '11:30', to: '14:30', timeZone: 'Europe/Berlin' },
          url: 'https://example.de/lunch',
        },
      ],
      split: [
        { url: 'https://example.com/a', weight: 1 },
        { url: 'https://example.com/b', weight: 3 },
      ],
    });
    const read = (await api.get(code.id)).json();
    expect(read).toMatchObject({
      expiry: { at, scanLimit: 100, fallbackUrl: 'https://example.com/over' },
      expired: false,
      limitedScanCount: 0,
      hasPassword: true,
      routing: [
        IPHONE_RULE,
        {
          when: { country: ['DE'], days: [1, 2], from: '11:30', to: '14:30', timeZone: 'Europe/Berlin' },
          url: 'https://example.de/lunch',
        },
      ],
      split: [
        { url: 'https://example.com/a', weight: 1 },
        { url: 'https://example.com/b', weight: 3 },
      ],
    });
    expect(JSON.stringify(read)).not.toContain('open sesame');
    expect((await storedRow(code.id)).password_hash).toMatch(/^\$argon2id\$/);
    expect((await api.list()).json().items.find((item: { id: string }) => item.id === code.id)).toMatchObject({
      expiry: { scanLimit: 100 },
      expired: false,
    });
  });

  it('returns a code without rules as never expiring, unrouted and open', async () => {
    const code = await createCode(api, WEBSITE);
    expect(code).toMatchObject({ expiry: null, expired: false, routing: [], split: [], hasPassword: false });
  });

  it('changes and removes rules on update, leaving out what is not given', async () => {
    const code = await createCode(api, { ...WEBSITE, password: 'first one', routing: [IPHONE_RULE] });
    const firstHash = (await storedRow(code.id)).password_hash;
    const renamed = (await api.update(code.id, { name: 'Renamed' })).json();
    expect(renamed).toMatchObject({ hasPassword: true, routing: [IPHONE_RULE] });

    await api.update(code.id, { password: 'second one' });
    expect((await storedRow(code.id)).password_hash).not.toBe(firstHash);

    const cleared = (await api.update(code.id, { password: null, routing: [], expiry: null, split: [] })).json();
    expect(cleared).toMatchObject({ hasPassword: false, routing: [], split: [], expiry: null });
    expect((await storedRow(code.id)).password_hash).toBeNull();
  });

  it('accepts an expiry in the past on edit: the code expires at once, with a warning', async () => {
    const code = await createCode(api, WEBSITE);
    const response = await api.update(code.id, { expiry: { at: '2020-01-01T00:00:00Z' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ expired: true, warnings: ['expiry_in_past'] });
    expect((await api.get(code.id)).json()).toMatchObject({ expired: true });
  });

  it('extends an expired code by moving its date', async () => {
    const code = await createCode(api, WEBSITE);
    await api.update(code.id, { expiry: { at: '2020-01-01T00:00:00Z' } });
    const extended = (await api.update(code.id, { expiry: { at: daysFromNow(7) } })).json();
    expect(extended.expired).toBe(false);
    expect(extended.warnings).toBeUndefined();
  });

  describe('refused with a 400, its own code, and nothing stored', () => {
    beforeEach(async () => {
      for (const item of (await api.list({ pageSize: 100 })).json().items) await api.remove(item.id);
    });

    const hundredRules = Array.from({ length: 100 }, () => IPHONE_RULE);
    it.each([
      ['an expiry in the past on create', { expiry: { at: '2020-01-01T00:00:00Z' } }, 'expiry_in_past'],
      ['a scan limit of 0', { expiry: { scanLimit: 0 } }, 'invalid_scan_limit'],
      ['a negative scan limit', { expiry: { scanLimit: -5 } }, 'invalid_scan_limit'],
      ['a scan limit that is not an integer', { expiry: { scanLimit: 2.5 } }, 'invalid_scan_limit'],
      ['a scan limit of 2^53', { expiry: { scanLimit: 2 ** 53 } }, 'invalid_scan_limit'],
      [
        'an unknown OS',
        { routing: [{ when: { os: ['symbian'] }, url: 'https://example.com' }] },
        'unknown_operating_system',
      ],
      [
        'an unknown country code',
        { routing: [{ when: { country: ['XX'] }, url: 'https://example.com' }] },
        'unknown_country',
      ],
      [
        'an unknown time zone',
        { routing: [{ when: { days: [1], timeZone: 'Nowhere/Atlantis' }, url: 'https://example.com' }] },
        'unknown_time_zone',
      ],
      ['100 rules on one code', { routing: hundredRules }, 'too_many_routing_rules'],
      [
        'split weights that sum to 0',
        {
          split: [
            { url: 'https://example.com/a', weight: 0 },
            { url: 'https://example.com/b', weight: 0 },
          ],
        },
        'split_weights_zero',
      ],
      ['a password of 1 character', { password: 'x' }, 'invalid_code_password'],
      ['a password of 10,000 characters', { password: 'x'.repeat(10_000) }, 'invalid_code_password'],
      [
        'a javascript: rule URL',
        { routing: [{ when: { os: ['ios'] }, url: 'javascript:alert(1)' }] },
        'invalid_rule_url',
      ],
      [
        'a rule URL to a private address',
        { routing: [{ when: { os: ['ios'] }, url: 'http://192.168.1.1/admin' }] },
        'destination_not_public',
      ],
      [
        'a fallback URL that loops to a short link',
        { expiry: { scanLimit: 5, fallbackUrl: 'https://liveqr.test/s/abc' } },
        'destination_loop',
      ],
      [
        'a split URL with credentials',
        {
          split: [
            { url: 'https://a:b@example.com', weight: 1 },
            { url: 'https://example.com', weight: 1 },
          ],
        },
        'destination_has_credentials',
      ],
    ])('refuses %s', async (_, rules, error) => {
      const response = await api.create({ ...WEBSITE, ...rules });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
      await expectNothingStored();
    });

    it('accepts an overnight window (from after to)', async () => {
      const response = await api.create({
        ...WEBSITE,
        routing: [{ when: { from: '22:00', to: '06:00' }, url: 'https://example.com/night' }],
      });
      expect(response.statusCode).toBe(201);
    });

    it('refuses a bad rule on update and leaves the code as it was', async () => {
      const code = await createCode(api, { ...WEBSITE, routing: [IPHONE_RULE] });
      const response = await api.update(code.id, {
        name: 'Changed',
        routing: [{ when: { os: ['ios'] }, url: 'ftp://example.com' }],
      });
      expect(response.statusCode).toBe(400);
      expect((await api.get(code.id)).json()).toMatchObject({ name: code.name, routing: [IPHONE_RULE] });
    });
  });

  it("keeps another user's code out of reach", async () => {
    const code = await createCode(api, { ...WEBSITE, routing: [IPHONE_RULE] });
    const stranger = qrApi(server, await aUser(server));
    expect((await stranger.update(code.id, { routing: [] })).statusCode).toBe(404);
    expect((await api.get(code.id)).json().routing).toEqual([IPHONE_RULE]);
  });

  it('needs an active plan to edit rules once the plan has lapsed', async () => {
    const user = await aUser(server);
    const mine = qrApi(server, user);
    const code = await createCode(mine, { ...WEBSITE, routing: [IPHONE_RULE] });
    await lapsePlan(server, user);
    const response = await mine.update(code.id, { routing: [] });
    expect(response.statusCode).toBe(402);
    expect((await mine.get(code.id)).json().routing).toEqual([IPHONE_RULE]);
  });
});
