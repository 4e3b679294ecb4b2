import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientError, answerWhileClosing } from './framework-answers';

/** Sends raw bytes to the server and reads its whole answer: the status line and the JSON body. */
function rawRequest(server: Server, bytes: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

describe("the answers no route gives, in the API's error shape", () => {
  let server: Server;

  beforeAll(async () => {
    // A header limit small enough for the test; the server of the app keeps Node's default.
    server = createServer({ maxHeaderSize: 1024 }, (_request, response) => answerWhileClosing(response));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers a request Node cannot read with 400 BAD_REQUEST', async () => {
    expect(await rawRequest(server, 'NOT HTTP AT ALL\r\n\r\n')).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', error: 'Bad Request', message: 'Client Error' },
    });
  });

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE', async () => {
    const answer = await rawRequest(server, `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(2048)}\r\n\r\n`);
    expect(answer).toMatchObject({ status: 431, body: { statusCode: 431, code: 'HEADERS_TOO_LARGE' } });
  });

  it('answers a request during shutdown with 503 SERVICE_UNAVAILABLE and closes the connection', async () => {
    const answer = await rawRequest(server, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(answer).toMatchObject({
      status: 503,
      body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', error: 'Service Unavailable' },
    });
  });
});
