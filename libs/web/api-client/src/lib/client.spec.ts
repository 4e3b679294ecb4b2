import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '../generated/openapi';
import { ApiError } from './api-error';
import { createApiClient } from './client';

type Schemas = components['schemas'];

/** A stand-in for the API over real HTTP: answers typed by the contract, a session that expires. */
class FakeApi {
  server!: Server;
  baseUrl = '';
  accessValid = true;
  refreshes = 0;
  readonly received: { method: string; url: string; body: string; workspace?: string }[] = [];

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const { method = 'GET', url = '' } = request;
    const workspace = request.headers['liveqr-workspace'];
    this.received.push({ method, url, body, ...(typeof workspace === 'string' ? { workspace } : {}) });
    const send = (status: number, json?: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(json ? JSON.stringify(json) : undefined);
    };
    const unauthorized: Schemas['ErrorResponseDto'] = {
      statusCode: 401,
      code: 'UNAUTHORIZED',
      error: 'Unauthorized',
      message: 'Sign in',
    };
    if (url === '/api/auth/refresh') {
      this.refreshes += 1;
      // Slow enough that concurrent callers overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      this.accessValid = true;
      return send(200, { user: ada });
    }
    if (url === '/api/auth/sign-in') return send(401, unauthorized);
    if (!this.accessValid) return send(401, unauthorized);
    if (url === '/api/profile' && method === 'PUT') {
      const refused: Schemas['ErrorResponseDto'] = {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        error: 'Bad Request',
        message: ['Please enter a valid phone number'],
        fieldErrors: [{ field: 'phone', messages: ['Please enter a valid phone number'] }],
      };
      return send(400, refused);
    }
    if (url === '/api/auth/session') return send(200, { user: ada });
    if (url === '/api/contact') return send(204);
    send(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND', error: 'Not Found', message: 'Not found' });
  }
}

const ada: Schemas['SessionUserDto'] = {
  id: '7d0c5c8e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailVerified: true,
};

const TEAM = '5f0c5c8e-0000-4000-8000-0000000000aa';
const OTHER_TEAM = '5f0c5c8e-0000-4000-8000-0000000000bb';

describe('the API client', () => {
  const fake = new FakeApi();
  let api: ReturnType<typeof createApiClient>;

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    api = createApiClient(fake.baseUrl);
    fake.accessValid = true;
    fake.refreshes = 0;
    fake.received.length = 0;
  });

  it('returns the success body typed by the contract', async () => {
    const { data } = await api.GET('/api/auth/session');
    expect(data?.user.email).toBe('ada@example.com');
  });

  it('refreshes an expired session once and repeats the call with its body', async () => {
    fake.accessValid = false;
    const message: Schemas['SendContactMessageRequestDto'] = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
    await api.POST('/api/contact', { body: message });
    expect(fake.refreshes).toBe(1);
    const posts = fake.received.filter((request) => request.url === '/api/contact');
    expect(posts.map((request) => JSON.parse(request.body))).toEqual([message, message]);
  });

  it('shares one refresh between calls that find the session expired together', async () => {
    fake.accessValid = false;
    await Promise.all([api.GET('/api/auth/session'), api.GET('/api/auth/session'), api.GET('/api/auth/session')]);
    expect(fake.refreshes).toBe(1);
  });

  it("does not refresh when sign-in's own 401 means wrong credentials", async () => {
    const signIn = api.POST('/api/auth/sign-in', {
      body: { email: 'ada@example.com', password: 'wrong', rememberMe: false },
    });
    await expect(signIn).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(fake.refreshes).toBe(0);
  });

  it('names no workspace when the page is in the personal one', async () => {
    await api.GET('/api/auth/session');
    expect(fake.received).toEqual([expect.not.objectContaining({ workspace: expect.anything() })]);
  });

  it("names the page's workspace on every call, its repeat after a refresh included", async () => {
    let workspace = TEAM;
    api = createApiClient(fake.baseUrl, { workspace: () => workspace });
    fake.accessValid = false;
    await api.GET('/api/auth/session');
    workspace = OTHER_TEAM;
    await api.POST('/api/contact', { body: { name: 'Ada', email: 'ada@example.com', message: 'Hi' } });
    expect(fake.received.map(({ url, workspace }) => [url, workspace])).toEqual([
      ['/api/auth/session', TEAM],
      // The session is the person's, in no workspace.
      ['/api/auth/refresh', undefined],
      ['/api/auth/session', TEAM],
      ['/api/contact', OTHER_TEAM],
    ]);
  });

  it("throws the API's refusal as an ApiError with its code and the message of each refused field", async () => {
    const error = await api
      .PUT('/api/profile', { body: { phone: 'x', accountType: 'private', language: 'en' } })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    // The stable `code`, not the legacy `error` (the status text).
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid phone number',
    });
    expect((error as ApiError).fieldMessage('phone')).toBe('Please enter a valid phone number');
  });
});
