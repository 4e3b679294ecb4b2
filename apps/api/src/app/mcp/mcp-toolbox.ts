import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { type McpTool, mcpToolsOf } from '@liveqr/mcp-tools';

/**
 * The MCP tools, built at the first MCP request from the public API's contract as the running
 * server describes it (the same document /api/v1/openapi.json serves), then kept.
 */
@Injectable()
export class McpToolbox {
  private contract?: () => OpenAPIObject;
  private built?: McpTool[];

  /** Given once the app is composed: the document is read from the app's own controllers. */
  useContract(contract: () => OpenAPIObject): void {
    this.contract = contract;
  }

  tools(): McpTool[] {
    if (!this.contract) throw new Error('The MCP tools need the public API contract: call useContract first');
    return (this.built ??= mcpToolsOf(this.contract()));
  }
}
