import { HostResolver } from '@liveqr/api/qr-catalog';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi } from './support/qr-client';

/** A host on the blocklist LiveQR ships. */
const BLOCKLISTED = 'https://grabify.link/abc';
/** A public-looking name that the test double of DNS points at the machine itself. */
const REBINDING = 'https://rebind.example/';

describe("A refused create or edit names the refused value's place in the request (`field`)", () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test' });
    api = qrApi(server, await aUser(server));
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

  it('names no field for a refusal that is not about one', async () => {
    const unsubscribed = qrApi(server, await aUser(server, { subscribed: false }));
    const response = await unsubscribed.create(website);
    expect(response.statusCode).toBe(402);
    expect(response.json().field).toBeUndefined();
  });
});
