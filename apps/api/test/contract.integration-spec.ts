import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject, OperationObject, SchemaObject } from '@nestjs/swagger';
import { CONTRACT_FILE, generateContract, WRITE_CONTRACT_COMMAND } from '../src/app/contract';
import { startTestServer, type TestServer } from './support/test-server';

const workspaceRoot = join(__dirname, '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations(document: OpenAPIObject): (readonly [string, OperationObject])[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [[`${method.toUpperCase()} ${path}`, item[method]] as const] : [])),
  );
}

describe('the OpenAPI contract', () => {
  let generated: OpenAPIObject;

  beforeAll(async () => {
    generated = await generateContract();
  });

  it('is committed exactly as the code declares it', () => {
    const committed = JSON.parse(readFileSync(join(workspaceRoot, CONTRACT_FILE), 'utf8')) as unknown;
    const stale = JSON.stringify(committed) !== JSON.stringify(generated);
    // The whole document in the failure would bury the fix; the command is what the reader needs.
    expect(stale ? `${CONTRACT_FILE} is stale: run \`${WRITE_CONTRACT_COMMAND}\` and commit it` : 'up to date').toBe(
      'up to date',
    );
  });

  describe('on the running server', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('is what /api/docs-json serves', async () => {
      const response = await server.inject({ method: 'GET', url: '/api/docs-json' });
      expect(response.json()).toEqual(generated);
    });

    it('names each refused field of a request in the error body, as the error schema says', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-address', password: 42, nickname: 'x' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ fieldErrors: { field: string; messages: string[] }[] }>();
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
      expect(body.fieldErrors.map((error) => error.field)).toEqual(
        expect.arrayContaining(['email', 'password', 'nickname']),
      );
      const schema = generated.components?.schemas?.['ErrorResponseDto'] as SchemaObject;
      expect(Object.keys(body).every((field) => field in (schema.properties ?? {}))).toBe(true);
    });

    it("lists the codes of errors no context names and each context's codes among the error codes", async () => {
      const signedOut = await server.inject({ method: 'GET', url: '/api/auth/session' });
      const codes = (generated.components?.schemas?.['ErrorResponseDto'] as SchemaObject).properties?.['error'];
      expect((codes as SchemaObject).enum).toEqual(
        expect.arrayContaining([signedOut.json<{ error: string }>().error, 'Bad Request', 'qr_code_not_found']),
      );
    });
  });

  it('is OpenAPI 3.1 with a summary, a success schema and the error schema on every failure of every route', () => {
    expect(generated.openapi).toBe('3.1.0');
    for (const [name, operation] of operations(generated)) {
      expect({ name, summary: typeof operation.summary }).toEqual({ name, summary: 'string' });
      for (const [status, response] of Object.entries(operation.responses)) {
        const content = response && 'content' in response ? response.content : undefined;
        const failure = Number(status) >= 400;
        if (failure && status !== '503') {
          expect({ name, status, schema: content?.['application/json']?.schema }).toEqual({
            name,
            status,
            schema: { $ref: '#/components/schemas/ErrorResponseDto' },
          });
        }
        if (Number(status) < 300 && status !== '204')
          expect({ name, status, content: !!content }).toEqual({ name, status, content: true });
      }
      expect(Object.keys(operation.responses)).toContain('500');
    }
  });

  it('asks for a session on every route but those marked public, and says where none is needed', () => {
    expect(generated.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    const byName = Object.fromEntries(operations(generated));
    expect(byName['GET /api/qr-codes'].security).toBeUndefined();
    expect(byName['GET /api/qr-codes'].responses['401']).toBeDefined();
    expect(byName['POST /api/auth/sign-in'].security).toEqual([{}]);
    expect(byName['GET /api/auth/providers'].responses['401']).toBeUndefined();
    // A public route's own 401 says what it means, not that a session is missing.
    expect(byName['POST /api/auth/sign-in'].responses['401']).toMatchObject({
      description: expect.stringMatching(/^Wrong e-mail or password/),
    });
  });

  it('describes the 16 content types as a union told apart by `type`', () => {
    const schemas = generated.components?.schemas ?? {};
    const create = schemas['CreateQrCodeRequestDto'] as SchemaObject;
    expect(create.oneOf).toHaveLength(16);
    expect(create.discriminator).toMatchObject({
      propertyName: 'type',
      mapping: { wifi: '#/components/schemas/WifiCreateQrCodeRequestDto' },
    });
    expect(schemas['WifiCreateQrCodeRequestDto']).toMatchObject({
      properties: { type: { enum: ['wifi'] }, content: { $ref: '#/components/schemas/WifiContentInput' } },
    });
    expect(schemas['WifiContent']).toMatchObject({ required: ['ssid', 'password', 'encryption'] });
    expect((schemas['QrCodeResponseDto'] as SchemaObject).oneOf).toHaveLength(16);
  });
});
