import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject, OperationObject, SchemaObject } from '@nestjs/swagger';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import {
  CONTRACT_FILES,
  type ContractName,
  generateContracts,
  RELEASED_V1_CONTRACT_FILE,
  WRITE_CONTRACT_COMMAND,
} from '../src/app/contract';
import { breakingChanges } from '../src/app/contract-compat';
import { startTestServer, type TestServer } from './support/test-server';

const workspaceRoot = join(__dirname, '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operations(document: OpenAPIObject): (readonly [string, OperationObject])[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [[`${method.toUpperCase()} ${path}`, item[method]] as const] : [])),
  );
}

const readJson = (file: string) => JSON.parse(readFileSync(join(workspaceRoot, file), 'utf8')) as OpenAPIObject;

describe('the OpenAPI contracts', () => {
  let documents: Record<ContractName, OpenAPIObject>;
  /** The web app's contract, which most of these tests read. */
  let generated: OpenAPIObject;

  beforeAll(async () => {
    documents = await generateContracts();
    generated = documents.web;
  });

  it.each(Object.entries(CONTRACT_FILES) as [ContractName, string][])(
    'are committed exactly as the code declares them: %s',
    (name, file) => {
      const stale = JSON.stringify(readJson(file)) !== JSON.stringify(documents[name]);
      // The whole document in the failure would bury the fix; the command is what the reader needs.
      expect(stale ? `${file} is stale: run \`${WRITE_CONTRACT_COMMAND}\` and commit it` : 'up to date').toBe(
        'up to date',
      );
    },
  );

  it('keep the public API v1 compatible with its last release', () => {
    // A break belongs in v2; releasing copies the v1 contract over the released one (README, "API").
    expect(breakingChanges(readJson(RELEASED_V1_CONTRACT_FILE), documents.v1)).toEqual([]);
  });

  it.each(['web', 'v1'] as const)('name every operation of %s once, readably', (name) => {
    const ids = operations(documents[name]).map(([, operation]) => operation.operationId);
    expect(ids.filter((id) => !/^[A-Z][A-Za-z]*_[a-z][A-Za-z]*(_v\d+)?$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give the same operation the same name in both documents', () => {
    const webIds = new Map(operations(documents.web).map(([name, operation]) => [name, operation.operationId]));
    const v1Ops = operations(documents.v1).filter(([name]) => webIds.has(name.replace('/api/v1/', '/api/')));
    expect(v1Ops.length).toBeGreaterThan(10);
    for (const [name, operation] of v1Ops)
      expect(operation.operationId).toBe(webIds.get(name.replace('/api/v1/', '/api/')));
  });

  it.each(['web', 'v1'] as const)("pass Redocly's recommended rules, as redocly.yaml tunes them: %s", async (name) => {
    const config = await loadConfig({ configPath: join(workspaceRoot, 'redocly.yaml') });
    const problems = await lintFromString({
      source: JSON.stringify(documents[name]),
      absoluteRef: join(workspaceRoot, CONTRACT_FILES[name]),
      config,
    });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual([]);
  });

  it("would fail Redocly's rules, so tuned, on an operation without an id", async () => {
    // The check above can fail: redocly.yaml's rules still see a missing id.
    const config = await loadConfig({ configPath: join(workspaceRoot, 'redocly.yaml') });
    const broken = structuredClone(documents.v1);
    delete broken.paths['/api/v1/qr-codes'].get?.operationId;
    const problems = await lintFromString({ source: JSON.stringify(broken), absoluteRef: '/v1.json', config });
    expect(problems.map((problem) => problem.ruleId)).toContain('operation-operationId');
  });

  describe('on the running server', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it.each([
      ['web', '/api/docs-json'],
      ['v1', '/api/v1/openapi.json'],
    ] as const)('are what the server serves: %s at %s', async (name, url) => {
      const response = await server.inject({ method: 'GET', url });
      expect(response.json()).toEqual(documents[name]);
    });

    it('names each refused field of a request in the error body, as the error schema says', async () => {
      const response = await server.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'not-an-address', password: 42, nickname: 'x' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ fieldErrors: { field: string; messages: string[] }[] }>();
      expect(body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        error: 'Bad Request',
        message: expect.any(Array),
      });
      expect(body.fieldErrors.map((error) => error.field)).toEqual(
        expect.arrayContaining(['email', 'password', 'nickname']),
      );
      const schema = generated.components?.schemas?.['ErrorResponseDto'] as SchemaObject;
      expect(Object.keys(body).every((field) => field in (schema.properties ?? {}))).toBe(true);
    });

    it("lists the codes of errors no context names and each context's codes among the error codes", async () => {
      const signedOut = await server.inject({ method: 'GET', url: '/api/auth/session' });
      const properties = (generated.components?.schemas?.['ErrorResponseDto'] as SchemaObject).properties ?? {};
      // The stable `code`, in upper case; the legacy `error` as the contexts write it.
      expect((properties['code'] as SchemaObject).enum).toEqual(
        expect.arrayContaining([signedOut.json<{ code: string }>().code, 'VALIDATION_FAILED', 'QR_CODE_NOT_FOUND']),
      );
      expect((properties['error'] as SchemaObject).enum).toEqual(
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
