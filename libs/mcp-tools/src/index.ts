export * from './lib/mcp-tools';
export * from './lib/mcp-server';
