import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { type McpTool, requestOf, ToolArgumentsError, type ToolRequest } from './mcp-tools';

/** What the API answered to a tool's request. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** Who calls, as the transport knows them: the key's scopes, and how their requests reach the API. */
export interface McpCaller {
  scopes: readonly string[];
  /** Sends the request to the API as the caller (their own key), so every rule of the route applies. */
  call(request: ToolRequest): Promise<ApiAnswer>;
}

/**
 * The LiveQR MCP server for one caller, on no transport yet: the HTTP endpoint connects it to a
 * stateless Streamable HTTP transport per request; a stdio transport (the CLI) can connect it as well.
 */
export function createMcpServer(tools: readonly McpTool[], caller: McpCaller): Server {
  // A key sees only the tools its scopes allow; calling another anyway is its route's refusal.
  const visible = tools.filter((tool) => caller.scopes.includes(tool.scope));
  const server = new Server({ name: 'liveqr', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: visible.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    const tool = tools.find((candidate) => candidate.name === params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `No tool named ${params.name}`);
    let request: ToolRequest;
    try {
      request = requestOf(tool, params.arguments);
    } catch (error) {
      if (error instanceof ToolArgumentsError) throw new McpError(ErrorCode.InvalidParams, error.message);
      throw error;
    }
    return resultOf(await caller.call(request), request);
  });
  return server;
}

/**
 * The API's answer as a tool result: JSON and SVG as text, raster images as image content, other
 * files as a blob; a refusal as a tool error carrying the API's own body (its stable `code` and `message`).
 */
export function resultOf(answer: ApiAnswer, request: ToolRequest): CallToolResult {
  const mimeType = answer.contentType.split(';')[0].trim().toLowerCase();
  const isText = mimeType === 'application/json' || mimeType === 'image/svg+xml' || mimeType.startsWith('text/');
  if (answer.status >= 400) {
    return { isError: true, content: [{ type: 'text', text: errorText(answer) }] };
  }
  if (isText) return { content: [{ type: 'text', text: answer.body.toString('utf8') }] };
  const data = answer.body.toString('base64');
  if (mimeType.startsWith('image/')) return { content: [{ type: 'image', data, mimeType }] };
  return { content: [{ type: 'resource', resource: { uri: `liveqr:${request.url}`, mimeType, blob: data } }] };
}

/** The API's error body with its status; a body that is not the API's JSON is wrapped in the same shape. */
function errorText({ status, body }: ApiAnswer): string {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return JSON.stringify({ status, ...parsed });
  } catch {
    // Not JSON: said as it came below.
  }
  return JSON.stringify({ status, code: `HTTP_${status}`, message: body.toString('utf8').slice(0, 500) });
}
