import { Module } from '@nestjs/common';
import { McpController } from './mcp.controller';
import { McpToolbox } from './mcp-toolbox';

/** The remote MCP server: an adapter over the public API's own routes (ARCHITECTURE §11), not a context. */
@Module({ controllers: [McpController], providers: [McpToolbox] })
export class McpModule {}
