import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { PNG } from 'pngjs';
import { aUser, decode, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiKey } from './support/api-keys';

const WRITE_TOOLS = ['create_code', 'update_destination', 'set_code_status', 'move_codes'];
const READ_TOOLS = [
  'list_codes',
  'get_code',
  'get_code_analytics',
  'get_analytics_overview',
  'list_folders',
  'get_code_image',
];

async function listening(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}/api/v1/mcp`;
}

/** A real MCP client over Streamable HTTP, with the key as its Authorization header. */
async function connect(url: string, secret: string): Promise<Client> {
  const client = new Client({ name: 'liveqr-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(url), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
    }),
  );
  return client;
}

/** What `callTool` answers: a tool result (the SDK's type also allows a legacy shape this server never sends). */
type ToolAnswer = Awaited<ReturnType<Client['callTool']>>;

const textOf = (answer: ToolAnswer) => {
  const result = answer as CallToolResult;
  const [first] = result.content;
  if (first?.type !== 'text') throw new Error(`not text: ${JSON.stringify(result).slice(0, 300)}`);
  return first.text;
};
const jsonOf = <T = Record<string, unknown>>(result: ToolAnswer): T => {
  expect(result.isError ?? false).toBe(false);
  return JSON.parse(textOf(result)) as T;
};
const errorOf = (result: ToolAnswer) => {
  expect(result.isError).toBe(true);
  return JSON.parse(textOf(result)) as { status: number; code: string; error: string; message: unknown };
};

/** A raw MCP message by POST, to read the HTTP answer's headers. */
const post = (url: string, secret: string | undefined, body: object, cookie?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(secret && { authorization: `Bearer ${secret}` }),
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(body),
  });
const LIST_TOOLS = { jsonrpc: '2.0', id: 1, method: 'tools/list' };

describe('the remote MCP server (/api/v1/mcp)', () => {
  let server: TestServer;
  let url: string;
  let ada: QrUser;
  let client: Client;

  beforeAll(async () => {
    server = await startTestServer();
    url = await listening(server);
    ada = await aUser(server, { verified: true });
    client = await connect(url, (await createApiKey(server, ada)).secret);
  });
  afterAll(async () => {
    await client?.close();
    await server.close();
  });

  it('lists every tool with its schema from the contract, its description and its hints', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...READ_TOOLS, ...WRITE_TOOLS].sort());
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    for (const name of READ_TOOLS) expect(byName[name].annotations).toMatchObject({ readOnlyHint: true });
    for (const name of ['update_destination', 'set_code_status'])
      expect(byName[name].annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName['create_code'].annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });

    // The filters of GET /api/v1/qr-codes, as its query parameters say them.
    const list = byName['list_codes'];
    expect(Object.keys(list.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['search', 'status', 'type', 'folderId', 'tagIds']),
    );
    expect(list.description).toMatch(/^My QR Codes/);
    // Every content type the API takes, self-contained: each reference is to one of the schema's own $defs.
    const create = byName['create_code'].inputSchema as Record<string, unknown>;
    expect(create['required']).toEqual(['body']);
    const text = JSON.stringify(create);
    const defs = Object.keys(create['$defs'] as object);
    expect(defs).toEqual(expect.arrayContaining(['WebsiteCreateQrCodeRequestDto', 'WhatsappCreateQrCodeRequestDto']));
    for (const [, name] of text.matchAll(/"\$ref":"([^"]+)"/g)) expect(defs).toContain(name.replace('#/$defs/', ''));
    expect(byName['update_destination'].inputSchema).toMatchObject({ required: ['id', 'content'] });
    expect(Object.keys(byName['update_destination'].inputSchema.properties ?? {})).toEqual(['id', 'content']);
  });

  it('calls each tool on real data, through the API’s own routes', async () => {
    const created = jsonOf<{ id: string; isActive: boolean }>(
      await client.callTool({
        name: 'create_code',
        arguments: { body: { type: 'website', name: 'Agent made', content: { url: 'example.com/agent' } } },
      }),
    );
    expect(created).toMatchObject({ id: expect.any(String), isActive: true });
    const id = created.id;

    const listed = jsonOf<{ items: { id: string }[] }>(
      await client.callTool({ name: 'list_codes', arguments: { search: 'Agent made', status: 'active' } }),
    );
    expect(listed.items.map((item) => item.id)).toEqual([id]);
    expect(
      jsonOf<{ items: unknown[] }>(await client.callTool({ name: 'list_codes', arguments: { status: 'inactive' } }))
        .items,
    ).toEqual([]);

    const updated = await client.callTool({
      name: 'update_destination',
      arguments: { id, content: { url: 'https://example.com/moved' } },
    });
    expect(jsonOf(updated)).toMatchObject({ id, content: { url: 'https://example.com/moved' } });
    expect(jsonOf(await client.callTool({ name: 'get_code', arguments: { id } }))).toMatchObject({
      id,
      name: 'Agent made',
      content: { url: 'https://example.com/moved' },
    });

    const disabled = await client.callTool({ name: 'set_code_status', arguments: { ids: [id], active: false } });
    expect(disabled.isError ?? false).toBe(false);
    expect(jsonOf(await client.callTool({ name: 'get_code', arguments: { id } }))).toMatchObject({ isActive: false });

    expect(
      jsonOf(await client.callTool({ name: 'get_code_analytics', arguments: { id, range: '30days' } })),
    ).toMatchObject({ qrCode: { id }, range: '30days', totalScans: 0 });
    expect(
      jsonOf(await client.callTool({ name: 'get_analytics_overview', arguments: { preset: '7days', codes: [id] } })),
    ).toEqual(expect.any(Object));

    const folder = await server.inject({
      method: 'POST',
      url: '/api/folders',
      cookies: ada.cookies,
      payload: { name: 'Campaigns' },
    });
    const folderId = folder.json<{ id: string }>().id;
    const folders = jsonOf<{ id: string; name: string }[]>(await client.callTool({ name: 'list_folders' }));
    expect(folders).toEqual([expect.objectContaining({ id: folderId, name: 'Campaigns' })]);
    const moved = await client.callTool({ name: 'move_codes', arguments: { ids: [id], folderId } });
    expect(moved.isError ?? false).toBe(false);
    const inFolder = jsonOf<{ items: { id: string }[] }>(
      await client.callTool({ name: 'list_codes', arguments: { folderId } }),
    );
    expect(inFolder.items.map((item) => item.id)).toEqual([id]);

    const png = await client.callTool({ name: 'get_code_image', arguments: { id, format: 'png', size: 300 } });
    const [image] = png.content as CallToolResult['content'];
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const bytes = Buffer.from((image as { data: string }).data, 'base64');
    expect(PNG.sync.read(bytes).width).toBe(300);
    expect(decode('png', bytes)).toMatch(/\/s\//);
    const svg = textOf(await client.callTool({ name: 'get_code_image', arguments: { id, format: 'svg' } }));
    expect(svg).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
  });

  it('answers a call that breaks the content rules with the API’s error, as a tool error', async () => {
    const refused = await client.callTool({
      name: 'create_code',
      arguments: { body: { type: 'website', name: 'Bad', content: { url: 'javascript:alert(1)' } } },
    });
    expect(errorOf(refused)).toMatchObject({
      status: 400,
      code: 'INVALID_CONTENT',
      message: expect.anything(),
    });
    // An argument the tool does not take never reaches the API.
    await expect(
      client.callTool({ name: 'update_destination', arguments: { id: 'x', content: {}, password: 'open sesame' } }),
    ).rejects.toThrow(/takes no argument password/);
    // The client still works afterwards.
    expect((await client.listTools()).tools.length).toBe(READ_TOOLS.length + WRITE_TOOLS.length);
  });

  it('shows a read-only key no write tool, and its route refuses a write tool called anyway', async () => {
    const reader = await connect(url, (await createApiKey(server, ada, { scopes: ['read'] })).secret);
    try {
      const names = (await reader.listTools()).tools.map((tool) => tool.name);
      expect(names.sort()).toEqual([...READ_TOOLS].sort());
      const refused = await reader.callTool({
        name: 'create_code',
        arguments: { body: { type: 'website', content: { url: 'example.com' } } },
      });
      expect(errorOf(refused)).toMatchObject({ status: 403, code: 'API_KEY_SCOPE_MISSING' });
      expect(jsonOf(await reader.callTool({ name: 'list_codes' }))).toMatchObject({ items: expect.any(Array) });
    } finally {
      await reader.close();
    }
  });

  it('refuses a revoked key, a session, and no key at all', async () => {
    const key = await createApiKey(server, ada);
    expect((await post(url, key.secret, LIST_TOOLS)).status).toBe(200);
    await server.inject({ method: 'DELETE', url: `/api/account/api-keys/${key.id}`, cookies: ada.cookies });
    const revoked = await post(url, key.secret, LIST_TOOLS);
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ error: 'API_KEY_REVOKED' });
    await expect(connect(url, key.secret)).rejects.toThrow();

    const cookie = Object.entries(ada.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const session = await post(url, undefined, LIST_TOOLS, cookie);
    expect(session.status).toBe(401);
    expect(await session.json()).toMatchObject({ error: 'API_KEY_REQUIRED' });
    expect((await post(url, undefined, LIST_TOOLS)).status).toBe(401);
  });

  it('answers GET and DELETE with 405: stateless, no event stream or session', async () => {
    const key = await createApiKey(server, ada, { scopes: ['read'] });
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(url, { method, headers: { authorization: `Bearer ${key.secret}` } });
      expect({ method, status: response.status, allow: response.headers.get('allow') }).toEqual({
        method,
        status: 405,
        allow: 'POST',
      });
    }
  });
});

describe('the MCP server under a flood', () => {
  const LIMIT = 5;
  let server: TestServer;
  let url: string;

  beforeAll(async () => {
    server = await startTestServer({ API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) });
    url = await listening(server);
  });
  afterAll(() => server.close());

  it("applies the key's rate limit, with RateLimit-* headers on each HTTP answer", async () => {
    const user = await aUser(server, { subscribed: false, verified: true });
    const key = await createApiKey(server, user, { scopes: ['read'] });
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, () => post(url, key.secret, LIST_TOOLS)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
    for (const answer of answers) expect(answer.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused?.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS' });
    const served = answers.find((answer) => answer.status === 200);
    expect((await served?.json()) as object).toMatchObject({ result: { tools: expect.any(Array) } });
  });
});
