import { startTestServer, type TestServer } from '../support/test-server';

describe('API documentation', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const documentAt = async (url: string) => {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      info: { title: string };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
    };
  };

  it('describes the versioned public API on its own, with API keys as the way in', async () => {
    const document = await documentAt('/api/v1/openapi.json');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/qr-codes', '/api/v1/qr-codes/{id}', '/api/v1/analytics/qr-codes/{id}']),
    );
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(document.components.securitySchemes).toEqual({ 'api-key': expect.objectContaining({ scheme: 'bearer' }) });
    expect(document.paths['/api/v1/qr-codes']['post'].security).toEqual([{ 'api-key': [] }]);
  });

  it('keeps the web app routes in a document of their own, without API keys', async () => {
    const document = await documentAt('/api/docs-json');
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/qr-codes', '/api/profile', '/api/account/api-keys']));
    expect(paths.some((path) => path.startsWith('/api/v1/'))).toBe(false);
    expect(Object.keys(document.components.securitySchemes)).not.toContain('api-key');
  });

  it('opens Swagger UI on the public API, offering both documents', async () => {
    const ui = await server.inject({ method: 'GET', url: '/api/docs/swagger-ui-init.js' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('/api/v1/openapi.json');
    expect(ui.body).toContain('/api/docs-json');
    expect(ui.body).toContain('"api-key"');
  });
});
