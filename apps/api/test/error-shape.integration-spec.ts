import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiKey } from './developer-platform/support/api-keys';
import { aUser } from './qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The stable codes the committed contracts list (the contract test keeps them current). */
function contractCodes(file: string): string[] {
  const contract = JSON.parse(readFileSync(join(__dirname, '..', file), 'utf8'));
  return contract.components.schemas.ErrorResponseDto.properties.code.enum;
}

/**
 * One error shape everywhere (issue 30): every refusal, whoever makes it (a context, validation,
 * Fastify's body parsing, the router, a guard, the rate limiter), carries the one stable `code` in
 * upper case, listed by the contract, beside the legacy `error` as it always was.
 */
describe('the error shape', () => {
  let server: TestServer;
  const codes = contractCodes('openapi.json');
  const v1Codes = contractCodes('openapi.v1.json');
  /** Each test its own address, so the rate limits of one do not touch another. */
  let address = 0;
  const remoteAddress = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  type Answer = Awaited<ReturnType<TestServer['inject']>>;

  /** The answer's status and codes, after checking that its code is one the contracts list. */
  function refusal(response: Answer): { status: number; code: string; error: string } {
    const body = response.json();
    expect(body.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    expect(codes).toContain(body.code);
    expect(v1Codes).toContain(body.code);
    expect(body).toMatchObject({ statusCode: response.statusCode, message: expect.anything() });
    return { status: response.statusCode, code: body.code, error: body.error };
  }

  const contact = (headers: Record<string, string>, payload: string | object) =>
    server.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: remoteAddress(),
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const json = { 'content-type': 'application/json' };
  const aQuestion = { name: 'Ada', email: 'ada@example.com', message: 'A question about plans.' };

  it('names a refusal by validation VALIDATION_FAILED, with the refused fields', async () => {
    const response = await contact(json, { ...aQuestion, email: 'not an address' });
    expect(refusal(response)).toEqual({ status: 400, code: 'VALIDATION_FAILED', error: 'Bad Request' });
    expect(response.json().fieldErrors).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('names a path no route answers ROUTE_NOT_FOUND, from the web apps’ fallback and from the router', async () => {
    const get = await server.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(refusal(get)).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND', error: 'Not Found' });
    const post = await server.inject({ method: 'POST', url: '/api/v1/no-such-thing', headers: json, payload: '{}' });
    expect(refusal(post)).toEqual({ status: 404, code: 'ROUTE_NOT_FOUND', error: 'Not Found' });
  });

  it('names a body over the size limit BODY_TOO_LARGE (413)', async () => {
    const response = await contact(json, { ...aQuestion, message: 'x'.repeat(server.config.bodyLimitBytes + 1) });
    expect(refusal(response)).toEqual({ status: 413, code: 'BODY_TOO_LARGE', error: 'BODY_TOO_LARGE' });
  });

  it('names a content type the route does not take UNSUPPORTED_MEDIA_TYPE (415)', async () => {
    const response = await contact({ 'content-type': 'application/xml' }, '<question>About plans</question>');
    expect(refusal(response)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('keeps the code of malformed JSON', async () => {
    expect(refusal(await contact(json, '{"name":'))).toEqual({
      status: 400,
      code: 'INVALID_JSON',
      error: 'INVALID_JSON',
    });
  });

  it('names a rate-limited request TOO_MANY_ATTEMPTS (429), with the seconds to wait', async () => {
    const from = remoteAddress();
    const send = () =>
      server.inject({ method: 'POST', url: '/api/contact', remoteAddress: from, headers: json, payload: aQuestion });
    // The contact form allows five messages an hour from one address.
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBeLessThan(400);
    const response = await send();
    expect(refusal(response)).toEqual({ status: 429, code: 'TOO_MANY_ATTEMPTS', error: 'TOO_MANY_ATTEMPTS' });
    expect(response.json().retryAfterSeconds).toEqual(expect.any(Number));
  });

  it("says a context's code in lower case in upper case, keeping `error` as the context writes it", async () => {
    const response = await server.inject({
      method: 'GET',
      url: '/api/public/qr-codes/5f0c5c8e-0000-4000-8000-000000000001?type=links',
    });
    expect(refusal(response)).toEqual({ status: 404, code: 'QR_CODE_NOT_FOUND', error: 'qr_code_not_found' });
  });

  it('names the refusals of the guards: no session (401), no key (401), another site (403)', async () => {
    expect(refusal(await server.inject({ method: 'GET', url: '/api/qr-codes' }))).toEqual({
      status: 401,
      code: 'NOT_SIGNED_IN',
      error: 'NOT_SIGNED_IN',
    });
    expect(refusal(await server.inject({ method: 'GET', url: '/api/v1/qr-codes' }))).toMatchObject({ status: 401 });
    const foreign = await contact({ ...json, origin: 'https://elsewhere.example' }, aQuestion);
    expect(refusal(foreign)).toEqual({ status: 403, code: 'FORBIDDEN', error: 'Forbidden' });
  });

  it('names a method a route does not take METHOD_NOT_ALLOWED (405: the MCP server is POST only)', async () => {
    const { secret } = await createApiKey(server, await aUser(server, { verified: true }));
    const response = await server.inject({
      method: 'GET',
      url: '/api/v1/mcp',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refusal(response)).toEqual({ status: 405, code: 'METHOD_NOT_ALLOWED', error: 'Method Not Allowed' });
  });
});
