import { type ApiAnswer, createMcpServer, type McpCaller, mcpToolsOf, type OpenApiDocument } from '@liveqr/mcp-tools';
import { ApiError, type PublicApiClient } from '@liveqr/web/api-client';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Command } from 'commander';
import { currentKey } from './account';
import { contextOf } from './context';
import { CliError, EXIT } from './exit-codes';

/**
 * The public API's contract as this server describes it: the remote MCP server builds its tools from
 * the same document, so both offer the same tools with the same schemas.
 */
async function contractOf(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/api/v1/openapi.json`);
  if (!response.ok) throw new CliError(`${baseUrl} serves no API contract (HTTP ${response.status})`, EXIT.server);
  return (await response.json()) as OpenApiDocument;
}

/** Sends a tool's request over HTTP with the key, through the v1 client; a refusal is the API's answer too. */
export function callerOver(api: PublicApiClient): McpCaller['call'] {
  return async ({ method, url, query, payload }): Promise<ApiAnswer> => {
    try {
      // The tool layer built the path from the contract (parameters filled in): the client sends it as is.
      const { data, response } = await api.request(
        method.toLowerCase() as 'get',
        url as '/api/v1/qr-codes',
        {
          params: { query },
          ...(payload !== undefined && { body: payload }),
          parseAs: 'arrayBuffer',
        } as never,
      );
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: Buffer.from((data as ArrayBuffer | undefined) ?? new ArrayBuffer(0)),
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The API's error body as it came (the client read it); a body that was not JSON, as text.
      const json = Object.keys(error.body).length > 0;
      return {
        status: error.status,
        contentType: json ? 'application/json' : 'text/plain',
        body: Buffer.from(json ? JSON.stringify(error.body) : error.message),
      };
    }
  };
}

/**
 * `liveqr mcp`: the LiveQR MCP server on stdin/stdout for desktop clients, with the tools of the
 * remote one (/api/v1/mcp) for this key's scopes. stdout carries the protocol only; a problem at
 * start goes to stderr with its exit status, like any command's.
 */
export async function mcp(_options: unknown, command: Command): Promise<void> {
  const { api, settings } = contextOf(command);
  const [key, contract] = await Promise.all([currentKey(api), contractOf(settings.baseUrl)]);
  const server = createMcpServer(mcpToolsOf(contract), { scopes: key.scopes, call: callerOver(api) });
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
    // The client went away (it closed our stdin): no more messages can come.
    process.stdin.once('end', resolve);
  });
  await server.connect(new StdioServerTransport());
  await closed;
  await server.close();
}
