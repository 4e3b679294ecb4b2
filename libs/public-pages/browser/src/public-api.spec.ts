import { anError, http, mockApi } from '@liveqr/web/api-client/testing';
import { addLink, errorText, PublicApiError, publicQrCode, staticQrCode } from './public-api.mjs';

const server = mockApi();
const ID = '3f0c9a52-8e1b-4d7a-9c64-2b5e7f1d0a11';

const aLinksPage = (links: { title: string; url: string }[]) => ({
  id: ID,
  name: 'My links',
  type: 'links' as const,
  content: { links },
  colors: {},
  isOwner: true,
});

describe('the public pages’ API client', () => {
  it("asks for the generator's image with the query as given and hands back its bytes", async () => {
    server.use(
      http.get('/api/public/static-qr-code', ({ response }) =>
        response.untyped(new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })),
      ),
    );
    const image = await staticQrCode({ url: 'example.com/menu', style: 'dots', format: 'svg', size: 512 });
    expect(await image.text()).toBe('<svg/>');
    const [{ url }] = server.requests('GET /api/public/static-qr-code');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: 'example.com/menu',
      style: 'dots',
      format: 'svg',
      size: '512',
    });
  });

  it("reads a public page's data, for the type the page is", async () => {
    server.use(
      http.get('/api/public/qr-codes/{id}', ({ params, query, response }) =>
        params.id === ID && query.get('type') === 'links'
          ? response(200).json(aLinksPage([]))
          : response(404).json(anError(404, 'QR_CODE_NOT_FOUND', 'No such code')),
      ),
    );
    await expect(publicQrCode(ID, 'links')).resolves.toMatchObject({ isOwner: true, content: { links: [] } });
  });

  it('sends the new link as the body and answers with the list that holds it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/qr-codes/{id}/links', async ({ request, response }) => {
        sent.push(await request.json());
        return response(201).json(aLinksPage([{ title: 'Blog', url: 'example.com/blog' }]));
      }),
    );
    const page = await addLink(ID, { title: 'Blog', url: 'example.com/blog' });
    expect(sent).toEqual([{ title: 'Blog', url: 'example.com/blog' }]);
    expect(page.content).toEqual({ links: [{ title: 'Blog', url: 'example.com/blog' }] });
    expect(server.requests(`POST /api/qr-codes/${ID}/links`)).toHaveLength(1);
  });

  it("throws a refusal with its status, the API's error code and the server's message", async () => {
    server.use(
      http.post('/api/qr-codes/{id}/links', ({ response }) =>
        response(400).json(anError(400, 'INVALID_LINK', 'This link already exists!')),
      ),
    );
    const refusal = await addLink(ID, { url: 'example.com/shop' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PublicApiError);
    expect(refusal).toMatchObject({ status: 400, code: 'INVALID_LINK', message: 'This link already exists!' });
  });

  it('gives a refusal without an error body its status and status text', async () => {
    server.use(
      http.get('/api/public/static-qr-code', ({ response }) =>
        response.untyped(new Response('busy', { status: 503, statusText: 'Service Unavailable' })),
      ),
    );
    const refusal = await staticQrCode({ url: 'example.com' }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 503, code: undefined, message: 'Service Unavailable' });
  });
});

describe('errorText', () => {
  const translations = { NOT_OWNER: 'Nur der Eigentümer dieses QR-Codes kann ihn ändern.' };

  it("says a refusal in the page's language when the page carries its code's translation", () => {
    const refusal = new PublicApiError(403, 'You must be the owner to add links.', 'NOT_OWNER');
    expect(errorText(refusal, translations, refusal.message)).toBe(translations.NOT_OWNER);
  });

  it('falls back for a code the page has no words for, and for failures that are not refusals', () => {
    const refusal = new PublicApiError(400, 'This link already exists!', 'INVALID_LINK');
    expect(errorText(refusal, translations, refusal.message)).toBe('This link already exists!');
    expect(errorText(new TypeError('Failed to fetch'), translations, '')).toBe('');
  });
});
