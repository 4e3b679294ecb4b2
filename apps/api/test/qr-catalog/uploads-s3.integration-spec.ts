import { existsSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, type QrUser } from './support/qr-client';

const MB = 1024 * 1024;
const BUCKET = 'liveqr-uploads';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
/** What AWS Signature Version 4 puts in Authorization, for our key and region. */
const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/;

interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in for an S3-compatible service: objects kept in memory by path (`/{bucket}/{key}`). */
async function startS3StandIn() {
  const objects = new Map<string, Buffer>();
  const requests: S3Request[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
    requests.push({ method: request.method ?? '', path, headers: request.headers });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const stored = objects.get(path);
      if (request.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"stand-in"' }).end();
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else if (request.method === 'GET' && stored) {
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        if (!range) return void response.writeHead(200, { 'content-length': stored.length }).end(stored);
        const [start, end] = [Number(range[1]), Number(range[2])];
        response
          .writeHead(206, {
            'content-range': `bytes ${start}-${end}/${stored.length}`,
            'content-length': end - start + 1,
          })
          .end(stored.subarray(start, end + 1));
      } else {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('uploads stored in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let server: TestServer;
  let user: QrUser;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    server = await startTestServer({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    });
    user = await aUser(server);
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  function upload(kind: string, body: Buffer, fileName = 'file.bin') {
    return server.inject({
      method: 'POST',
      url: '/api/uploads',
      query: { kind, fileName },
      headers: { 'content-type': 'application/octet-stream' },
      payload: body,
      cookies: user.cookies,
    });
  }

  it('puts the file into the bucket under its owner and id, signed with AWS SigV4', async () => {
    const response = await upload('document', PDF, 'menu.pdf');
    expect(response.statusCode).toBe(201);
    const file = response.json();
    const objectPath = `/${BUCKET}/${user.id}/${file.id}`;
    expect(s3.objects.get(objectPath)?.equals(PDF)).toBe(true);
    const put = s3.requests.find((request) => request.method === 'PUT' && request.path === objectPath);
    expect(put?.headers.authorization).toMatch(SIGV4);
    expect(put?.headers['content-length']).toBe(String(PDF.length));
    // Nothing is written to the local directory.
    expect(existsSync(server.config.storage.dir)).toBe(false);
  });

  it('serves the file from the bucket with a safe content type, nosniff and ranges', async () => {
    const file = (await upload('document', PDF, 'menu.pdf')).json();
    // Its owner: a file no code links yet is served to nobody else.
    const served = await server.inject({ method: 'GET', url: `/api/uploads/${file.id}`, cookies: user.cookies });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const objectPath = `/${BUCKET}/${user.id}/${file.id}`;
    const get = s3.requests.find((request) => request.method === 'GET' && request.path === objectPath);
    expect(get?.headers.authorization).toMatch(SIGV4);

    const part = await server.inject({
      method: 'GET',
      url: `/api/uploads/${file.id}`,
      headers: { range: 'bytes=1-3' },
      cookies: user.cookies,
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PDF.length}`);
    expect(part.rawPayload.equals(PDF.subarray(1, 4))).toBe(true);
  });

  it('streams a 5 MB file into the bucket whole', async () => {
    const body = Buffer.concat([PDF, Buffer.alloc(5 * MB, 7)]);
    const response = await upload('document', body);
    expect(response.statusCode).toBe(201);
    expect(s3.objects.get(`/${BUCKET}/${user.id}/${response.json().id}`)?.equals(body)).toBe(true);
  });

  it('keeps nothing in the bucket from a file of the wrong type or over the limit', async () => {
    const before = s3.objects.size;
    const html = await upload('document', HTML);
    expect(html.statusCode).toBe(415);
    const oversize = await upload('document', Buffer.concat([PDF, Buffer.alloc(20 * MB)]));
    expect(oversize.statusCode).toBe(413);
    expect(s3.objects.size).toBe(before);
  });
});
