import { ApiKeyOnly, CurrentUser, PublicApi, RequiresRole } from '@liveqr/api/platform';
import { createMcpServer, type McpCaller } from '@liveqr/mcp-tools';
import { type AuthenticatedUser, WORKSPACE_HEADER } from '@liveqr/shared/contracts';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { Controller, Delete, Get, HttpStatus, MethodNotAllowedException, Post, Req, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiBody, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { McpToolbox } from './mcp-toolbox';

/** The Streamable HTTP headers that say nothing about the message: not handed to the transport. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/**
 * The remote MCP server at /api/v1/mcp (Streamable HTTP, stateless: each POST is answered on its
 * own, as JSON). An API key only, with at least the `read` scope; each tool then calls the /api/v1
 * route it stands for, in-process, with the caller's own key, so that route's scope, role, rate
 * limit, validation and content rules decide, and its error is the tool's.
 */
@ApiTags('mcp')
@PublicApi()
@ApiKeyOnly('read')
@RequiresRole('viewer')
@Controller({ path: 'mcp', version: '1' })
export class McpController {
  constructor(
    private readonly toolbox: McpToolbox,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'The MCP server (Model Context Protocol, Streamable HTTP) for AI agents: the codes, folders and analytics',
    description:
      'Takes MCP JSON-RPC messages and answers each POST on its own as JSON (no session, no event stream). ' +
      'Needs an API key (`read` scope at least; a session is refused); its tools are routes of this API, called ' +
      'with the same key, so their scopes, roles and rate limits apply: a key with `read` only sees no tool that writes.',
  })
  @ApiBody({ schema: { type: 'object', description: 'A JSON-RPC 2.0 message of MCP, or a batch of them.' } })
  @ApiOkResponse({ description: 'The JSON-RPC answer.', schema: { type: 'object' } })
  @ApiResponse({ status: HttpStatus.ACCEPTED, description: 'A notification or a response: nothing to answer.' })
  @ApiResponse({ status: HttpStatus.UNAUTHORIZED, description: 'No API key, or not a valid one.' })
  @ApiResponse({ status: HttpStatus.TOO_MANY_REQUESTS, description: "Past the key's requests per minute." })
  async post(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    const server = createMcpServer(this.toolbox.tools(), { scopes: user.scopes, call: this.callerAs(request) });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    try {
      await server.connect(transport);
      const answer = await transport.handleRequest(webRequestOf(request), { parsedBody: request.body });
      answer.headers.forEach((value, name) => void reply.header(name, value));
      await reply.status(answer.status).send(await answer.text());
    } finally {
      await server.close();
    }
  }

  /** No event stream to open: the transport's clients expect 405 here. */
  @Get()
  @ApiExcludeEndpoint()
  stream(@Res({ passthrough: true }) reply: FastifyReply): never {
    return notAllowed(reply);
  }

  /** No session to end. */
  @Delete()
  @ApiExcludeEndpoint()
  endSession(@Res({ passthrough: true }) reply: FastifyReply): never {
    return notAllowed(reply);
  }

  /** Sends a tool's request through the server itself, as this caller, from their address. */
  private callerAs(request: FastifyRequest): McpCaller['call'] {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const workspace = request.headers[WORKSPACE_HEADER.toLowerCase()];
    const headers = {
      authorization: request.headers.authorization ?? '',
      ...(typeof workspace === 'string' && { [WORKSPACE_HEADER]: workspace }),
      ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
    };
    return async ({ method, url, query, payload }) => {
      const answer = await fastify.inject({
        method: method as 'GET',
        url,
        query,
        headers,
        remoteAddress: request.ip,
        ...(payload !== undefined && { payload: payload as object }),
      });
      return {
        status: answer.statusCode,
        contentType: String(answer.headers['content-type'] ?? ''),
        body: answer.rawPayload,
      };
    };
  }
}

function notAllowed(reply: FastifyReply): never {
  void reply.header('allow', 'POST');
  throw new MethodNotAllowedException('This MCP server is stateless: POST each message');
}

/** The request as the SDK's web-standard transport reads it; the body is already parsed (and checked) by Fastify. */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const each of [value].flat()) headers.append(name, each);
  }
  return new Request(new URL(request.url, 'http://liveqr.internal'), { method: request.method, headers });
}
