import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mcpToolsOf, type OpenApiDocument, requestOf, ToolArgumentsError, TOOL_DEFINITIONS } from './mcp-tools';

/** The committed contract: the running server reads the same document from its controllers. */
const contract = JSON.parse(
  readFileSync(join(__dirname, '../../../../apps/api/openapi.v1.json'), 'utf8'),
) as OpenApiDocument;

describe('the MCP tools, from the public API contract', () => {
  const tools = Object.fromEntries(mcpToolsOf(contract).map((tool) => [tool.name, tool]));

  it('finds the operation of every tool, a read tool being a GET', () => {
    expect(Object.keys(tools)).toEqual(TOOL_DEFINITIONS.map((definition) => definition.name));
    expect(tools['get_code']).toMatchObject({ method: 'GET', path: '/api/v1/qr-codes/{id}', scope: 'read' });
    expect(tools['move_codes']).toMatchObject({ method: 'POST', scope: 'write' });
  });

  it('fails loudly when an operation it stands for is gone', () => {
    const without = structuredClone(contract);
    delete without.paths['/api/v1/folders']?.get;
    expect(() => mcpToolsOf(without)).toThrow(/list_folders stands for Folders_list/);
  });

  it('keeps to JSON Schema: no OpenAPI-only keyword, every reference to its own $defs', () => {
    for (const tool of Object.values(tools)) {
      const text = JSON.stringify(tool.inputSchema);
      expect({ tool: tool.name, openApiOnly: /"(discriminator|example)":/.test(text) }).toEqual({
        tool: tool.name,
        openApiOnly: false,
      });
      const defs = Object.keys((tool.inputSchema['$defs'] as object | undefined) ?? {});
      for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) expect(defs).toContain(ref.replace('#/$defs/', ''));
    }
  });

  it('makes the request of a call: the path parameter encoded, arrays as repeated query values, the body picked', () => {
    expect(requestOf(tools['list_codes'], { tagIds: ['a', 'b'], page: 2, status: 'active' })).toEqual({
      method: 'GET',
      url: '/api/v1/qr-codes',
      query: { tagIds: ['a', 'b'], page: '2', status: 'active' },
      payload: undefined,
    });
    expect(requestOf(tools['update_destination'], { id: 'a/b', content: { url: 'x' } })).toEqual({
      method: 'PATCH',
      url: '/api/v1/qr-codes/a%2Fb',
      query: {},
      payload: { content: { url: 'x' } },
    });
    expect(requestOf(tools['create_code'], { body: { type: 'website' } }).payload).toEqual({ type: 'website' });
  });

  it('refuses arguments the tool does not take and a missing path parameter', () => {
    expect(() => requestOf(tools['update_destination'], { id: '1', content: {}, password: 'x' })).toThrow(
      ToolArgumentsError,
    );
    expect(() => requestOf(tools['get_code'], {})).toThrow(/needs the argument id/);
  });
});
