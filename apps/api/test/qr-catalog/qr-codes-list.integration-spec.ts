import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi } from './support/qr-client';

interface Item {
  id: string;
  name: string;
  type: string;
  slug: string;
  shortUrl: string | null;
  isActive: boolean;
  createdAt: string;
}

const PUBLIC_URL = 'https://liveqr.test';

describe('My QR Codes list: newest first, search, filters, paging', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL });
    api = qrApi(server, await aUser(server));
    const seeds: Array<[string, Record<string, unknown>, string]> = [
      ['website', { url: 'example.com' }, 'Spring Menu Poster'],
      ['menu', { menuUrl: 'bistro.example.com' }, 'Lunch'],
      ['wifi', { ssid: 'Guest', password: 'secret123' }, 'Lobby'],
      ['vcard', { firstName: 'Ada', phone: '1' }, 'Card 100%_off'],
      ['links', { links: [{ url: 'example.com' }] }, 'Bio'],
    ];
    for (const [type, content, name] of seeds) await createCode(api, { type, content, name });
    // 20 more so that paging has something to page through.
    for (let i = 0; i < 20; i++)
      await createCode(api, { type: 'website', content: { url: `example.com/${i}` }, name: `Site ${i}` });
    const lobby = (await api.list({ search: 'lobby' })).json().items[0];
    await api.toggle(lobby.id);
  });
  afterAll(() => server.close());

  async function listed(query: Record<string, string | number>) {
    const response = await api.list(query);
    expect(response.statusCode).toBe(200);
    return response.json() as { items: Item[]; total: number; page: number; pageSize: number };
  }

  it('lists newest first, 20 per page by default, with the total', async () => {
    const page = await listed({});
    expect(page).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(page.items).toHaveLength(20);
    const times = page.items.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items[0]).not.toHaveProperty('content');
  });

  it('pages without overlap or gaps', async () => {
    const first = await listed({ page: 1, pageSize: 10 });
    const second = await listed({ page: 2, pageSize: 10 });
    const third = await listed({ page: 3, pageSize: 10 });
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(third.items).toHaveLength(5);
    expect(new Set(ids).size).toBe(25);
    expect((await listed({ page: 4, pageSize: 10 })).items).toEqual([]);
  });

  it('searches names case-insensitively', async () => {
    const page = await listed({ search: 'menu POSTER' });
    expect(page.items.map((item) => item.name)).toEqual(['Spring Menu Poster']);
  });

  it('searches types by id and by label', async () => {
    expect((await listed({ search: 'VCARD' })).items.map((item) => item.name)).toEqual(['Card 100%_off']);
    expect((await listed({ search: 'list of' })).items.map((item) => item.name)).toEqual(['Bio']);
    // 'menu' matches the menu type and the name 'Spring Menu Poster'.
    expect((await listed({ search: 'menu' })).items.map((item) => item.name).sort()).toEqual([
      'Lunch',
      'Spring Menu Poster',
    ]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await listed({ search: '100%_' })).items.map((item) => item.name)).toEqual(['Card 100%_off']);
    expect((await listed({ search: '%' })).total).toBe(1);
  });

  it('filters by status', async () => {
    const inactive = await listed({ status: 'inactive' });
    expect(inactive.items.map((item) => item.name)).toEqual(['Lobby']);
    expect((await listed({ status: 'active' })).total).toBe(24);
  });

  it('filters by type, combined with search and status', async () => {
    expect((await listed({ type: 'website' })).total).toBe(21);
    expect((await listed({ type: 'website', search: 'site 1' })).total).toBe(11);
    expect((await listed({ type: 'wifi', status: 'active' })).total).toBe(0);
  });

  it('gives each code its short link on the public address, in the list and in the detail; wifi has none', async () => {
    // An untracked website code answers at its short link too, without counting the scan.
    const untracked: Item = await createCode(api, {
      type: 'website',
      content: { url: 'example.com/plain' },
      name: 'Plain',
      isTracked: false,
    });
    const items = (await listed({ pageSize: 100 })).items;
    const byName = new Map(items.map((item) => [item.name, item]));
    for (const name of ['Spring Menu Poster', 'Lunch', 'Card 100%_off', 'Plain']) {
      const item = byName.get(name);
      expect(item?.shortUrl).toBe(`${PUBLIC_URL}/s/${item?.slug}`);
    }
    expect(byName.get('Lobby')?.shortUrl).toBeNull();

    const detail = await api.get(untracked.id);
    expect(detail.json().shortUrl).toBe(`${PUBLIC_URL}/s/${untracked.slug}`);
    expect((await api.get(byName.get('Lobby')?.id ?? '')).json().shortUrl).toBeNull();
    // The short link is the scan path itself: it answers with the destination.
    const scan = await server.inject({ method: 'GET', url: new URL(untracked.shortUrl ?? '').pathname });
    expect(scan.statusCode).toBe(302);
    expect(scan.headers.location).toBe('https://example.com/plain');
    await api.remove(untracked.id);
  });

  it.each([
    [{ page: 0 }],
    [{ pageSize: 101 }],
    [{ pageSize: 'all' }],
    [{ status: 'paused' }],
    [{ type: 'telepathy' }],
    [{ search: 'a'.repeat(101) }],
  ])('refuses list options %j with 400', async (query) => {
    expect((await api.list(query)).statusCode).toBe(400);
  });
});
