import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createApiKey } from '../developer-platform/support/api-keys';
import { aUser, decode, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';

/** The CLI as people run it (`npx liveqr mcp`). */
const CLI = join(__dirname, '../../../cli/bin/liveqr.cjs');

type ToolAnswer = Awaited<ReturnType<Client['callTool']>>;

function contentOf(answer: ToolAnswer): CallToolResult['content'] {
  return (answer as CallToolResult).content;
}
function textOf(answer: ToolAnswer): string {
  const [first] = contentOf(answer);
  if (first?.type !== 'text') throw new Error(`not text: ${JSON.stringify(answer).slice(0, 300)}`);
  return first.text;
}

describe('the MCP server over stdio (liveqr mcp) against a running server', () => {
  let server: TestServer;
  let baseUrl: string;
  let ada: QrUser;
  let home: string;

  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}`;
    ada = await aUser(server, { verified: true });
    home = mkdtempSync(join(tmpdir(), 'liveqr-mcp-home-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(home, { recursive: true, force: true });
  });

  /** A real MCP client that starts `liveqr mcp` as a desktop client would, with the key in its environment. */
  async function overStdio(secret: string): Promise<Client> {
    const client = new Client({ name: 'liveqr-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [CLI, 'mcp', '--base-url', baseUrl],
        env: { PATH: process.env['PATH'] ?? '', HOME: home, LIVEQR_API_KEY: secret },
        stderr: 'pipe',
      }),
    );
    return client;
  }

  it('offers the remote server’s tools, schemas included, and calls them over HTTP with the key', async () => {
    const { secret } = await createApiKey(server, ada);
    const client = await overStdio(secret);
    const remote = new Client({ name: 'liveqr-test', version: '1.0.0' });
    await remote.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/v1/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${secret}` } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      // The one tool layer: the same tools, descriptions, schemas and hints as /api/v1/mcp.
      expect(tools).toEqual((await remote.listTools()).tools);
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['create_code', 'get_code_image']));

      const created = await client.callTool({
        name: 'create_code',
        arguments: { body: { type: 'website', name: 'Over stdio', content: { url: 'example.com/stdio' } } },
      });
      expect(created.isError ?? false).toBe(false);
      const code = JSON.parse(textOf(created)) as { id: string; shortUrl: string };
      const listed = await client.callTool({ name: 'list_codes', arguments: { search: 'Over stdio' } });
      expect((JSON.parse(textOf(listed)) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
        code.id,
      ]);

      const png = await client.callTool({ name: 'get_code_image', arguments: { id: code.id, format: 'png' } });
      const [image] = contentOf(png);
      expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
      expect(decode('png', Buffer.from((image as { data: string }).data, 'base64'))).toBe(code.shortUrl);

      // A call the content rules refuse: the API's own error, as a tool error.
      const refused = await client.callTool({
        name: 'create_code',
        arguments: { body: { type: 'website', content: { url: 'javascript:alert(1)' } } },
      });
      expect(refused.isError).toBe(true);
      const body = JSON.parse(textOf(refused)) as { status: number; code?: string; error?: string };
      expect(body).toMatchObject({ status: 400 });
      // Compared in upper case: the codes are moving to UPPER_SNAKE_CASE in the one error shape.
      expect((body.code ?? body.error)?.toUpperCase()).toBe('INVALID_CONTENT');
    } finally {
      await client.close();
      await remote.close();
    }
  });

  it('shows a read-only key no write tool; one called anyway is refused by its route', async () => {
    const client = await overStdio((await createApiKey(server, ada, { scopes: ['read'] })).secret);
    try {
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toContain('list_codes');
      expect(names).not.toContain('create_code');
      const refused = await client.callTool({
        name: 'create_code',
        arguments: { body: { type: 'website', content: { url: 'example.com' } } },
      });
      expect(refused.isError).toBe(true);
      const body = JSON.parse(textOf(refused)) as { status: number; code?: string; error?: string };
      expect(body.status).toBe(403);
      expect(body.code ?? body.error).toBe('API_KEY_SCOPE_MISSING');
    } finally {
      await client.close();
    }
  });

  it('without a key, says so on stderr, writes nothing on stdout (the protocol’s) and exits 2', async () => {
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [CLI, 'mcp', '--base-url', baseUrl],
        { env: { PATH: process.env['PATH'] ?? '', HOME: home }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ status: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });
    expect(run).toMatchObject({ status: 2, stdout: '' });
    expect(run.stderr).toContain('no API key');
  });
});
