/**
 * @jest-environment jest-fixed-jsdom
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { components } from '../generated/openapi';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { apiErrorText } from './error-text';
import type { UploadProgress } from './upload';

type Schemas = components['schemas'];

const MB = 1024 * 1024;

/**
 * A stand-in for the upload route over real HTTP, for jsdom's real XMLHttpRequest. The page's origin
 * (jsdom's http://localhost) differs from the server's, so it answers CORS as a browser needs.
 */
class FakeUploads {
  server!: Server;
  baseUrl = '';
  accessValid = true;
  refreshes = 0;
  answer: { status: number; body: object } | undefined;
  readonly received: {
    url: string;
    contentType?: string;
    workspace?: string;
    bytes: number;
    complete: boolean;
    settled: boolean;
  }[] = [];
  /** Called once the first bytes of an upload arrived. */
  onFirstBytes?: () => void;

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    response.setHeader('access-control-allow-origin', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': 'content-type, liveqr-workspace' }).end();
      return;
    }
    const send = (status: number, json: object) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (request.url === '/api/auth/refresh') {
      this.refreshes += 1;
      this.accessValid = true;
      return send(200, {});
    }
    const workspace = request.headers['liveqr-workspace'];
    const received = {
      url: request.url ?? '',
      contentType: request.headers['content-type'],
      ...(typeof workspace === 'string' ? { workspace } : {}),
      bytes: 0,
      complete: false,
      settled: false,
    };
    this.received.push(received);
    try {
      for await (const chunk of request) {
        if (received.bytes === 0) this.onFirstBytes?.();
        received.bytes += (chunk as Buffer).length;
      }
      received.complete = true;
    } catch {
      return; // The client went away mid-body.
    } finally {
      received.settled = true;
    }
    if (!this.accessValid) return send(401, { statusCode: 401, error: 'NOT_SIGNED_IN', message: 'Sign in' });
    if (this.answer) return send(this.answer.status, this.answer.body);
    const uploaded: Schemas['UploadResponseDto'] = {
      id: 'u1',
      url: `${this.baseUrl}/api/uploads/u1`,
      contentType: 'video/mp4',
      size: received.bytes,
      fileName: 'clip.mp4',
    };
    send(201, uploaded);
  }
}

const aFile = (bytes: number) => new File([new Uint8Array(bytes)], 'clip.mp4', { type: 'video/mp4' });

describe('uploads with progress', () => {
  const fake = new FakeUploads();
  let api: ReturnType<typeof createApiClient>;

  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    api = createApiClient(fake.baseUrl);
    Object.assign(fake, { accessValid: true, refreshes: 0, answer: undefined, onFirstBytes: undefined });
    fake.received.length = 0;
  });

  it("sends the file's bytes as they are, reports progress up to its size and returns the contract's body", async () => {
    const progress: UploadProgress[] = [];
    const file = aFile(2 * MB);
    const uploaded = await api.upload('/api/uploads', {
      query: { kind: 'video', fileName: 'clip 1.mp4' },
      file,
      onProgress: (step) => progress.push(step),
    });
    expect(uploaded).toMatchObject({ id: 'u1', size: file.size });
    expect(fake.received).toEqual([
      {
        url: '/api/uploads?kind=video&fileName=clip+1.mp4',
        contentType: 'application/octet-stream',
        bytes: file.size,
        complete: true,
        settled: true,
      },
    ]);
    expect(progress.at(-1)).toEqual({ loaded: file.size, total: file.size });
  });

  it('refreshes an expired session once and sends the file again', async () => {
    fake.accessValid = false;
    await api.upload('/api/uploads', { query: { kind: 'video' }, file: aFile(1000) });
    expect(fake.refreshes).toBe(1);
    expect(fake.received.map(({ bytes, complete }) => ({ bytes, complete }))).toEqual([
      { bytes: 1000, complete: true },
      { bytes: 1000, complete: true },
    ]);
  });

  it("names the page's workspace, on the file sent again after a refresh too", async () => {
    const team = '5f0c5c8e-0000-4000-8000-0000000000aa';
    api = createApiClient(fake.baseUrl, { workspace: () => team });
    fake.accessValid = false;
    await api.upload('/api/uploads', { query: { kind: 'video' }, file: aFile(1000) });
    expect(fake.received.map(({ workspace }) => workspace)).toEqual([team, team]);
  });

  it("throws a refusal as the client's ApiError, with the code the web apps translate", async () => {
    fake.answer = {
      status: 413,
      body: {
        statusCode: 413,
        code: 'FILE_TOO_LARGE',
        error: 'file_too_large',
        message: 'The file is too large: at most 200 MB',
      },
    };
    const error = await api
      .upload('/api/uploads', { query: { kind: 'video' }, file: aFile(10) })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large: at most 200 MB',
    });
    const t = (key: string, { defaultValue }: { defaultValue: string }) =>
      key === 'apiErrors.FILE_TOO_LARGE' ? 'Too large' : defaultValue;
    expect(apiErrorText(t, error, 'Upload failed')).toBe('Too large');
  });

  it('stops sending when aborted mid-body and rejects with the reason, as fetch does', async () => {
    const controller = new AbortController();
    fake.onFirstBytes = () => controller.abort();
    const file = aFile(64 * MB);
    const upload = api.upload('/api/uploads', { query: { kind: 'video' }, file, signal: controller.signal });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    // The server saw the connection end before the whole file arrived.
    await waitFor(() => fake.received[0]?.settled);
    expect(fake.received[0]).toMatchObject({ complete: false });
    expect(fake.received[0].bytes).toBeLessThan(file.size);
  });

  it('sends nothing when the signal was aborted before', async () => {
    const upload = api.upload('/api/uploads', {
      query: { kind: 'video' },
      file: aFile(10),
      signal: AbortSignal.abort(),
    });
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.received).toEqual([]);
  });
});

async function waitFor(condition: () => boolean | undefined): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
