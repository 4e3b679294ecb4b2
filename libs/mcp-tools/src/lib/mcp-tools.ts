/**
 * The MCP tools, each one /api/v1 operation: its input schema is the operation's path and query
 * parameters and request body, read from the contract (never written here), so a tool takes what
 * its route takes and the route's own rules judge the call.
 */

type JsonSchema = Record<string, unknown>;
type ApiScope = 'read' | 'write';

/**
 * What the tools read of an OpenAPI 3 document (the API's own @nestjs/swagger document, or the JSON
 * a running server serves at /api/v1/openapi.json): no framework's type, so the CLI needs none.
 */
export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components?: { schemas?: Record<string, unknown> };
}
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
}

interface ToolDefinition {
  name: string;
  operationId: string;
  /** Only these fields of the request body: a tool narrower than its route. */
  bodyFields?: readonly string[];
  /** Replaces or removes what the code had (MCP's `destructiveHint`); writes only. */
  destructive?: boolean;
  /** Calling it again with the same arguments changes nothing more (MCP's `idempotentHint`). */
  idempotent?: boolean;
  /** Said before the operation's own description: what the tool leaves out of its route. */
  note?: string;
}

/** The tools in the order `tools/list` gives them. A read tool is a GET: the same rule as an API key's scopes. */
export const TOOL_DEFINITIONS: readonly ToolDefinition[] = [
  { name: 'list_codes', operationId: 'QrCodes_list' },
  { name: 'get_code', operationId: 'QrCodes_get' },
  { name: 'create_code', operationId: 'QrCodes_create', destructive: false, idempotent: false },
  {
    name: 'update_destination',
    operationId: 'QrCodes_update',
    bodyFields: ['content'],
    destructive: true,
    idempotent: true,
    note: "Change where a code leads: its content (of the code's own type); a tracked code keeps its short link, so printed codes follow.",
  },
  { name: 'set_code_status', operationId: 'QrCodes_bulkStatus', destructive: true, idempotent: true },
  { name: 'get_code_analytics', operationId: 'Analytics_summary' },
  { name: 'get_analytics_overview', operationId: 'AnalyticsOverview_overview' },
  { name: 'list_folders', operationId: 'Folders_list' },
  { name: 'move_codes', operationId: 'QrCodes_bulkMove', destructive: false, idempotent: true },
  { name: 'get_code_image', operationId: 'QrCodes_image' },
];

/** The argument a non-object request body (one of several shapes) is given as. */
const WHOLE_BODY = 'body';

export interface McpTool {
  name: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  /** What an API key needs to call it (its route checks again). */
  scope: ApiScope;
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** `fields`: the body's fields are arguments of their own; `whole`: the body is the `body` argument. */
  body: { as: 'none' } | { as: 'fields'; fields: string[] } | { as: 'whole' };
}

/** A call the API would refuse before it reached it: arguments the tool does not take, or a path parameter missing. */
export class ToolArgumentsError extends Error {}

/** The request a tool call makes to its route. */
export interface ToolRequest {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  payload?: unknown;
}

/** Every tool, from the public API's contract; throws when an operation it stands for is missing. */
export function mcpToolsOf(contract: OpenApiDocument): McpTool[] {
  const operations = operationsById(contract);
  return TOOL_DEFINITIONS.map((definition) => {
    const found = operations.get(definition.operationId);
    if (!found)
      throw new Error(`The MCP tool ${definition.name} stands for ${definition.operationId}, not in the contract`);
    return toolOf(definition, found, contract);
  });
}

/** The HTTP request for a call with these arguments (checked against the tool's own, not its route's rules). */
export function requestOf(tool: McpTool, args: Record<string, unknown> = {}): ToolRequest {
  const known = new Set(Object.keys(tool.inputSchema['properties'] as object));
  const unknown = Object.keys(args).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new ToolArgumentsError(`${tool.name} takes no argument ${unknown.join(', ')}`);
  const url = tool.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = args[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new ToolArgumentsError(`${tool.name} needs the argument ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const query: Record<string, string | string[]> = {};
  for (const name of tool.queryParameters) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    query[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  const body = tool.body;
  const payload =
    body.as === 'fields'
      ? Object.fromEntries(body.fields.filter((name) => name in args).map((name) => [name, args[name]]))
      : body.as === 'whole'
        ? (args[WHOLE_BODY] ?? {})
        : undefined;
  return { method: tool.method, url, query, payload };
}

interface FoundOperation {
  method: string;
  path: string;
  operation: Operation;
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

function operationsById(contract: OpenApiDocument): Map<string, FoundOperation> {
  const found = new Map<string, FoundOperation>();
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation?.operationId) found.set(operation.operationId, { method: method.toUpperCase(), path, operation });
    }
  }
  return found;
}

function toolOf(
  definition: ToolDefinition,
  { method, path, operation }: FoundOperation,
  contract: OpenApiDocument,
): McpTool {
  const schemas = (contract.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const add = (name: string, schema: JsonSchema, isRequired: boolean) => {
    if (name in properties) throw new Error(`The MCP tool ${definition.name} has two arguments named ${name}`);
    properties[name] = schema;
    if (isRequired) required.push(name);
  };

  // Header parameters (the workspace) are left out: an API key acts in its own workspace.
  const parameters = ((operation.parameters ?? []) as Parameter[]).filter((p) => p.in === 'path' || p.in === 'query');
  for (const parameter of parameters) {
    const schema = { ...parameter.schema, ...(parameter.description && { description: parameter.description }) };
    add(parameter.name, schema, parameter.in === 'path' || parameter.required === true);
  }

  let body: McpTool['body'] = { as: 'none' };
  const requestBody = operation.requestBody as
    { required?: boolean; content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const bodySchema = requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    const target = resolved(bodySchema, schemas);
    const fieldProperties = target['properties'] as Record<string, JsonSchema> | undefined;
    if (target['type'] === 'object' && fieldProperties && !target['oneOf'] && !target['anyOf'] && !target['allOf']) {
      const fields = Object.keys(fieldProperties).filter((name) => definition.bodyFields?.includes(name) ?? true);
      const bodyRequired = new Set((target['required'] as string[] | undefined) ?? []);
      // A narrowed tool sends what it is given: what the route requires is required of it.
      for (const name of fields) add(name, fieldProperties[name], bodyRequired.has(name) || !!definition.bodyFields);
      body = { as: 'fields', fields };
    } else {
      if (definition.bodyFields) throw new Error(`The MCP tool ${definition.name} narrows a body without fields`);
      add(WHOLE_BODY, { ...bodySchema, description: 'The request body.' }, requestBody?.required === true);
      body = { as: 'whole' };
    }
  }

  const inputSchema = jsonSchemaOf({ type: 'object', properties, ...(required.length > 0 && { required }) }, schemas);
  const readOnly = method === 'GET';
  const summary = operation.summary ?? definition.name;
  return {
    name: definition.name,
    description: [definition.note, summary, operation.description].filter(Boolean).join('\n\n'),
    inputSchema: inputSchema as McpTool['inputSchema'],
    annotations: {
      title: summary,
      readOnlyHint: readOnly,
      ...(!readOnly && { destructiveHint: definition.destructive ?? true, idempotentHint: definition.idempotent }),
    },
    scope: readOnly ? 'read' : 'write',
    method,
    path,
    pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
    queryParameters: parameters.filter((p) => p.in === 'query').map((p) => p.name),
    body,
  };
}

const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

function resolved(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const name = typeof schema['$ref'] === 'string' ? SCHEMA_REF.exec(schema['$ref'])?.[1] : undefined;
  return name && schemas[name] ? resolved(schemas[name], schemas) : schema;
}

/**
 * A self-contained JSON Schema: each component it reaches copied once into `$defs` (references may
 * be recursive, and inlining would repeat a design's schema in each of 16 content types), and the
 * OpenAPI-only keywords turned into JSON Schema's or dropped.
 */
function jsonSchemaOf(root: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node as JsonSchema)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = SCHEMA_REF.exec(value)?.[1];
        if (!name || !schemas[name]) throw new Error(`The contract refers to ${value}, which it does not define`);
        if (!(name in defs)) {
          defs[name] = {};
          defs[name] = convert(schemas[name]) as JsonSchema;
        }
        out[key] = `#/$defs/${name}`;
      } else if (key === 'properties' && value && typeof value === 'object') {
        // Field names, not keywords: a field called `example` stays one.
        out[key] = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, convert(field)]));
      } else if (key === 'example') {
        out['examples'] = [value];
      } else if (key === 'discriminator' || key === 'xml' || key === 'externalDocs') {
        continue;
      } else out[key] = convert(value);
    }
    return out;
  };
  const schema = convert(root) as JsonSchema;
  return Object.keys(defs).length > 0 ? { ...schema, $defs: defs } : schema;
}
