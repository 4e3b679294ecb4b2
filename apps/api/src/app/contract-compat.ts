import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger';

/**
 * What a released contract's clients would see broken by the current one, each as
 * `<operation> <where>: <what>`; none means the current contract only adds. (No maintained differ
 * installs here that reads OpenAPI 3.1: openapi-diff 0.24 stops at 3.0.)
 *
 * A client sends requests and reads responses, so a change breaks it depending on the side:
 * - gone: a path, an operation, a success status, a request media type;
 * - a request: a required parameter or field that was not required, a field it may no longer send
 *   (unknown fields are refused), an enum value, a type or a union member it may no longer send;
 * - a response: a field it read that is gone or no longer always there, an enum value gone, a type
 *   it does not expect (a wider one: a field that may now be null).
 * Error bodies are one schema for every route, checked on their own by the contract's tests.
 */
export function breakingChanges(released: OpenAPIObject, current: OpenAPIObject): string[] {
  const problems: string[] = [];
  for (const [path, releasedItem] of Object.entries(released.paths)) {
    const currentItem = current.paths[path];
    if (!currentItem) {
      problems.push(`${path}: path removed`);
      continue;
    }
    for (const method of METHODS) {
      const before = releasedItem[method];
      if (!before) continue;
      const after = currentItem[method];
      const name = `${method.toUpperCase()} ${path}`;
      if (!after) problems.push(`${name}: operation removed`);
      else compareOperation(new Comparison(released, current, name, problems), before, after);
    }
  }
  return problems;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Side = 'request' | 'response';
type Schema = SchemaObject | ReferenceObject;

class Comparison {
  /** Pairs of named schemas already compared on a side: recursive schemas end there. */
  private readonly seen = new Set<string>();

  constructor(
    readonly released: OpenAPIObject,
    readonly current: OpenAPIObject,
    private readonly operation: string,
    private readonly problems: string[],
  ) {}

  report(where: string, what: string): void {
    this.problems.push(`${this.operation} ${where}: ${what}`);
  }

  /** The schema a reference names, and whether the pair was compared before on this side. */
  firstVisit(side: Side, before: Schema, after: Schema): boolean {
    if (!('$ref' in before) && !('$ref' in after)) return true;
    const key = `${side} ${refOf(before)} ${refOf(after)}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }
}

function compareOperation(comparison: Comparison, before: OperationObject, after: OperationObject): void {
  const { released, current } = comparison;
  const afterParameters = new Map(
    (after.parameters ?? []).map((parameter) => {
      const resolved = resolve<ParameterObject>(current, parameter);
      return [`${resolved.in} ${resolved.name}`, resolved] as const;
    }),
  );
  const beforeParameters = new Map(
    (before.parameters ?? []).map((parameter) => {
      const resolved = resolve<ParameterObject>(released, parameter);
      return [`${resolved.in} ${resolved.name}`, resolved] as const;
    }),
  );
  for (const [key, parameter] of afterParameters) {
    const previous = beforeParameters.get(key);
    if (parameter.required && !previous?.required) comparison.report(`parameter ${key}`, 'required parameter added');
    if (previous?.schema && parameter.schema)
      compareSchema(comparison, 'request', `parameter ${key}`, previous.schema, parameter.schema);
  }
  for (const key of beforeParameters.keys())
    if (!afterParameters.has(key)) comparison.report(`parameter ${key}`, 'parameter removed');

  const beforeBody = before.requestBody && resolve<RequestBodyObject>(released, before.requestBody);
  const afterBody = after.requestBody && resolve<RequestBodyObject>(current, after.requestBody);
  if (afterBody?.required && !beforeBody?.required) comparison.report('request body', 'required request body added');
  for (const [mediaType, media] of Object.entries(beforeBody?.content ?? {})) {
    const now = afterBody?.content[mediaType];
    if (!now) comparison.report(`request ${mediaType}`, 'media type removed');
    else if (media.schema && now.schema) compareSchema(comparison, 'request', 'request', media.schema, now.schema);
  }

  for (const [status, response] of Object.entries(before.responses)) {
    if (!response || !/^2/.test(status)) continue;
    const now = after.responses[status] as ResponseObject | ReferenceObject | undefined;
    if (!now) {
      comparison.report(`response ${status}`, 'success status removed');
      continue;
    }
    const beforeContent = resolve<ResponseObject>(released, response).content ?? {};
    const afterContent = resolve<ResponseObject>(current, now).content ?? {};
    for (const [mediaType, media] of Object.entries(beforeContent)) {
      const nowMedia = afterContent[mediaType];
      if (!nowMedia) comparison.report(`response ${status} ${mediaType}`, 'media type removed');
      else if (media.schema && nowMedia.schema)
        compareSchema(comparison, 'response', `response ${status}`, media.schema, nowMedia.schema);
    }
  }
}

function compareSchema(comparison: Comparison, side: Side, where: string, before: Schema, after: Schema): void {
  if (!comparison.firstVisit(side, before, after)) return;
  const old = flatten(comparison.released, before);
  const now = flatten(comparison.current, after);

  const oldTypes = typesOf(old);
  const newTypes = typesOf(now);
  // A request may no longer carry a type it could (narrowed); a response may carry one it never did (widened).
  const [accepted, offered] = side === 'request' ? [newTypes, oldTypes] : [oldTypes, newTypes];
  if (accepted && (!offered || offered.some((type) => !covers(accepted, type))))
    comparison.report(
      where,
      `type ${side === 'request' ? 'narrowed' : 'widened'} from ${show(oldTypes)} to ${show(newTypes)}`,
    );

  if (old.enum && now.enum) {
    const gone = old.enum.filter((value) => !now.enum?.includes(value));
    if (gone.length)
      comparison.report(where, `enum value removed: ${gone.map((value) => JSON.stringify(value)).join(', ')}`);
  } else if (now.enum && side === 'request') comparison.report(where, 'values restricted to an enum');

  const oldRequired = new Set(old.required ?? []);
  const newRequired = new Set(now.required ?? []);
  const newProperties = now.properties ?? {};
  for (const [field, schema] of Object.entries(old.properties ?? {})) {
    const at = `${where}.${field}`;
    const current = newProperties[field];
    if (!current) comparison.report(at, side === 'request' ? 'request field removed' : 'response field removed');
    else {
      if (side === 'response' && oldRequired.has(field) && !newRequired.has(field))
        comparison.report(at, 'response field no longer required');
      compareSchema(comparison, side, at, schema, current);
    }
  }
  if (side === 'request')
    for (const field of newRequired)
      if (!oldRequired.has(field)) comparison.report(`${where}.${field}`, 'required request field added');

  if (old.items && now.items) compareSchema(comparison, side, `${where}[]`, old.items, now.items);

  // A union's members pair up by the schema they name; a request member gone is a body no longer accepted.
  const newMembers = new Map(members(now).map((member, index) => [memberKey(member, index), member]));
  members(old).forEach((member, index) => {
    const key = memberKey(member, index);
    const current = newMembers.get(key);
    if (current) compareSchema(comparison, side, `${where}<${key}>`, member, current);
    else if (side === 'request') comparison.report(`${where}<${key}>`, 'union member removed');
  });
}

/** The schema with its reference followed and its `allOf` parts merged, as one object schema. */
function flatten(document: OpenAPIObject, schema: Schema): SchemaObject {
  const resolved = resolve<SchemaObject>(document, schema);
  if (!resolved.allOf) return resolved;
  const { allOf, ...rest } = resolved;
  return allOf
    .map((part) => flatten(document, part))
    .reduce<SchemaObject>(
      (merged, part) => ({
        ...part,
        ...merged,
        properties: { ...part.properties, ...merged.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
}

function members(schema: SchemaObject): Schema[] {
  return schema.oneOf ?? schema.anyOf ?? [];
}

function memberKey(member: Schema, index: number): string {
  return '$ref' in member ? schemaName(member.$ref) : `#${index}`;
}

/** The types a schema allows; undefined when it says none (any value). */
function typesOf(schema: SchemaObject): string[] | undefined {
  const type = (schema as { type?: string | string[] }).type;
  if (type === undefined) return undefined;
  return Array.isArray(type) ? type : [type];
}

function covers(types: string[], type: string): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}

function show(types: string[] | undefined): string {
  return types ? types.join('|') : 'any';
}

function refOf(schema: Schema): string {
  return '$ref' in schema ? schema.$ref : 'inline';
}

function schemaName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** Follows a local `#/components/...` reference. */
function resolve<T>(document: OpenAPIObject, value: T | ReferenceObject): T {
  if (!value || typeof value !== 'object' || !('$ref' in value)) return value;
  const target = value.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  if (target === undefined) throw new Error(`Unresolved reference ${value.$ref}`);
  return resolve<T>(document, target as T | ReferenceObject);
}
