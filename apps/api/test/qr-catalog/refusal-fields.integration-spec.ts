import { HostResolver } from '@liveqr/api/qr-catalog';
import { CONTENT_MESSAGES, MAX_DESTINATION_HOSTS, MAX_LIST_ITEMS } from '@liveqr/qr-content';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi, type QrUser } from './support/qr-client';

/** A host on the blocklist LiveQR ships. */
const BLOCKLISTED = 'https://grabify.link/abc';
/** A public-looking name that the test double of DNS points at the machine itself. */
const REBINDING = 'https://rebind.example/';

describe("A refused create or edit names the refused value's place in the request (`field`)", () => {
  let server: TestServer;
  let user: QrUser;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test' });
    user = await aUser(server);
    api = qrApi(server, user);
    jest
      .spyOn(server.app.get(HostResolver), 'addresses')
      .mockImplementation(async (host) => (host === 'rebind.example' ? ['127.0.0.1'] : []));
  });
  afterAll(() => server.close());

  const website = { type: 'website', content: { url: 'https://example.com/' } };

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'the third of three URL fields, blocklisted',
      {
        type: 'social',
        content: { facebookUrl: 'facebook.com/a', instagramUrl: 'instagram.com/a', twitterUrl: BLOCKLISTED },
      },
      'destination_blocklisted',
      'content.twitterUrl',
    ],
    [
      'the third link, a loop to our own short link',
      {
        type: 'links',
        content: { links: [{ url: 'example.com/1' }, { url: 'example.com/2' }, { url: 'https://liveqr.test/s/x' }] },
      },
      'destination_loop',
      'content.links[2].url',
    ],
    [
      'the second URL field, whose name resolves to this machine',
      { type: 'social', content: { facebookUrl: 'facebook.com/a', instagramUrl: REBINDING } },
      'destination_not_public',
      'content.instagramUrl',
    ],
    [
      'the second image, whose name resolves to this machine',
      { type: 'images', content: { images: [{ url: 'example.com/1.png' }, { url: `${REBINDING}2.png` }] } },
      'destination_not_public',
      'content.images[1].url',
    ],
    [
      'a PDF URL that is no link',
      { type: 'pdf', content: { pdfUrl: 'ftp://example.com/a.pdf' } },
      'invalid_content',
      'content.pdfUrl',
    ],
    [
      'an empty vCard, at its first required field',
      { type: 'vcard', content: {} },
      'invalid_content',
      'content.firstName',
    ],
    [
      'the second routing rule, blocklisted',
      {
        ...website,
        routing: [
          { when: { os: ['ios'] }, url: 'https://example.com/ios' },
          { when: { os: ['android'] }, url: BLOCKLISTED },
        ],
      },
      'destination_blocklisted',
      'routing[1].url',
    ],
    [
      'the second routing rule, whose name resolves to this machine',
      {
        ...website,
        routing: [
          { when: { os: ['ios'] }, url: 'https://example.com/ios' },
          { when: { os: ['android'] }, url: REBINDING },
        ],
      },
      'destination_not_public',
      'routing[1].url',
    ],
    [
      "the first rule's country",
      { ...website, routing: [{ when: { country: ['XX'] }, url: 'https://example.com/x' }] },
      'unknown_country',
      'routing[0].when.country',
    ],
    [
      "a split variant's weight",
      {
        ...website,
        split: [
          { url: 'https://example.com/a', weight: 1 },
          { url: 'https://example.com/b', weight: -1 },
        ],
      },
      'invalid_split',
      'split[1].weight',
    ],
    ['the scan limit', { ...website, expiry: { scanLimit: 0 } }, 'invalid_scan_limit', 'expiry.scanLimit'],
    [
      'the fallback URL',
      { ...website, expiry: { scanLimit: 1, fallbackUrl: REBINDING } },
      'destination_not_public',
      'expiry.fallbackUrl',
    ],
    ['the password', { ...website, password: 'abc' }, 'invalid_code_password', 'password'],
  ])('on create: %s', async (_what, payload, error, field) => {
    const response = await api.create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error, field, message: expect.any(String) });
    expect((await api.list()).json().total).toBe(0);
  });

  it('on edit, of content and of rules alike', async () => {
    const code = await createCode(api, { type: 'links', content: { links: [{ url: 'example.com/1' }] } });
    const links = await api.update(code.id, {
      content: { links: [{ url: 'example.com/1' }, { url: 'example.com/2' }, { url: BLOCKLISTED }] },
    });
    expect(links.statusCode).toBe(400);
    expect(links.json()).toMatchObject({ error: 'destination_blocklisted', field: 'content.links[2].url' });
    const split = await api.update(code.id, {
      split: [
        { url: 'https://example.com/a', weight: 1 },
        { url: REBINDING, weight: 1 },
      ],
    });
    expect(split.json()).toMatchObject({ error: 'destination_not_public', field: 'split[1].url' });
  });

  describe('counts before it looks up', () => {
    const lookups = () => jest.mocked(server.app.get(HostResolver).addresses);
    const linksTo = (count: number, host: (i: number) => string) =>
      Array.from({ length: count }, (_, i) => ({ url: `https://${host(i)}/${i}` }));

    it.each<[string, { url: string }[], string, string]>([
      [
        `${MAX_LIST_ITEMS + 1} links, at the list`,
        linksTo(MAX_LIST_ITEMS + 1, (i) => `host-${i}.example`),
        CONTENT_MESSAGES.tooManyItems,
        'content.links',
      ],
      [
        `links to ${MAX_DESTINATION_HOSTS + 1} different sites, at the first link beyond them`,
        [{ url: 'https://host-0.example/again' }, ...linksTo(MAX_DESTINATION_HOSTS + 1, (i) => `host-${i}.example`)],
        CONTENT_MESSAGES.tooManyHosts,
        `content.links[${MAX_DESTINATION_HOSTS + 1}].url`,
      ],
    ])('refuses %s, with no name looked up and nothing stored', async (_what, links, message, field) => {
      const before = (await api.list()).json().total;
      lookups().mockClear();
      const response = await api.create({ type: 'links', content: { links } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_content', message, field });
      expect(lookups()).not.toHaveBeenCalled();
      expect((await api.list()).json().total).toBe(before);
    });

    it(`looks up ${MAX_DESTINATION_HOSTS} different sites, each once, for ${MAX_LIST_ITEMS} links`, async () => {
      lookups().mockClear();
      const links = linksTo(MAX_LIST_ITEMS, (i) => `host-${i % MAX_DESTINATION_HOSTS}.example`);
      const response = await api.create({ type: 'links', content: { links } });
      expect(response.statusCode).toBe(201);
      expect(lookups()).toHaveBeenCalledTimes(MAX_DESTINATION_HOSTS);
      await api.remove(response.json().id);
    });
  });

  it('refuses an Add Link to a full list, at its URL, and keeps the list', async () => {
    const links = Array.from({ length: MAX_LIST_ITEMS }, (_, i) => ({ url: `https://example.com/${i}` }));
    const code = await createCode(api, { type: 'links', content: { links } });
    const added = await server.inject({
      method: 'POST',
      url: `/api/qr-codes/${code.id}/links`,
      payload: { url: 'https://example.com/one-more' },
      cookies: user.cookies,
    });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toMatchObject({ error: 'invalid_link', message: CONTENT_MESSAGES.tooManyItems, field: 'url' });
    expect((await api.get(code.id)).json().content.links).toHaveLength(MAX_LIST_ITEMS);
  });

  it('names no field for a refusal that is not about one', async () => {
    const unsubscribed = qrApi(server, await aUser(server, { subscribed: false }));
    const response = await unsubscribed.create(website);
    expect(response.statusCode).toBe(402);
    expect(response.json().field).toBeUndefined();
  });
});
