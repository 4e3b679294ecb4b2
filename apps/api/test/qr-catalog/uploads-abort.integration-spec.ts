import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, type QrUser } from './support/qr-client';

const MB = 1024 * 1024;
const MP4_HEAD = Buffer.from('000000186674797069736f6d', 'hex');

/** Cancelled uploads (the creator's Cancel button, a closed tab, a lost connection) over a real socket. */
describe('an upload the client abandons', () => {
  let server: TestServer;
  let user: QrUser;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.getHttpServer().address() as AddressInfo).port;
    user = await aUser(server);
  });
  afterAll(() => server.close());

  const usage = async () =>
    (await server.inject({ method: 'GET', url: '/api/uploads/usage', cookies: user.cookies })).json();

  /** Every file under the storage directory, `.part` files included. */
  function storedFiles(): string[] {
    try {
      return readdirSync(server.config.storage.dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
    } catch {
      return [];
    }
  }

  /**
   * Starts a 100 MB video upload, sends `sentBytes` of it and, once the server has begun writing the
   * file, drops the connection, as a browser does when the request is aborted.
   */
  async function abandonAfter(sentBytes: number): Promise<void> {
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/uploads?kind=video&fileName=clip.mp4',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': 100 * MB,
        cookie: Object.entries(user.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
    });
    const closed = new Promise((resolve) => upload.once('close', resolve));
    upload.on('error', () => undefined); // The reset we cause.
    upload.write(MP4_HEAD);
    for (let sent = MP4_HEAD.length; sent < sentBytes; sent += MB) {
      if (!upload.write(Buffer.alloc(Math.min(MB, sentBytes - sent)))) await once(upload, 'drain');
    }
    expect(await settled(() => storedFiles().some((name) => name.endsWith('.part')), true)).toBe(true);
    upload.destroy();
    await closed;
  }

  /** The server finishes with an abandoned request after the client has gone: wait for it to settle. */
  async function settled<T>(read: () => T | Promise<T>, expected: T): Promise<T> {
    let value = await read();
    for (let i = 0; i < 100 && JSON.stringify(value) !== JSON.stringify(expected); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  it('keeps no file and counts no storage when the connection drops halfway through the body', async () => {
    const before = await usage();
    await abandonAfter(50 * MB);
    expect(await settled(storedFiles, [])).toEqual([]);
    expect(await usage()).toEqual(before);
  });

  it('stores the same file in full when it is sent again after a cancel, counted once', async () => {
    const before = await usage();
    await abandonAfter(10 * MB);
    const body = Buffer.concat([MP4_HEAD, Buffer.alloc(10 * MB)]);
    const retried = await server.inject({
      method: 'POST',
      url: '/api/uploads',
      query: { kind: 'video', fileName: 'clip.mp4' },
      headers: { 'content-type': 'application/octet-stream' },
      payload: body,
      cookies: user.cookies,
    });
    expect(retried.statusCode).toBe(201);
    expect(await settled(storedFiles, [retried.json().id])).toEqual([retried.json().id]);
    expect((await usage()).usedBytes).toBe(before.usedBytes + body.length);
  });
});
