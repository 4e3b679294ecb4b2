import type { OpenAPIObject, OperationObject, ResponsesObject, SchemaObject } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Every route's failures in the contract, from the rules that produce them: the ValidationPipe (400
 * for any route that reads input), identity's guard (401 where a session is required), the
 * OriginGuard (403 for state-changing requests from another site) and AllExceptionsFilter (500
 * anywhere). Every 4xx/5xx without a body of its own gets the one error schema, which the document
 * must list among its models (`extraModels: [ErrorResponseDto]`).
 */
export function describeErrorResponses(document: OpenAPIObject): void {
  const sessionRequired = (operation: OperationObject) =>
    !(operation.security ?? document.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, OperationObject][]) {
      const responses = operation.responses;
      if (operation.requestBody || operation.parameters?.length)
        responses['400'] ??= response('The input was refused.');
      if (sessionRequired(operation)) responses['401'] ??= response('No valid session (or it has ended).');
      if (STATE_CHANGING.has(method)) responses['403'] ??= response('The request came from another site.');
      responses['500'] ??= response('Something went wrong on our side.');
      for (const [status, answer] of Object.entries(responses)) {
        if (!answer || Number(status) < 400 || '$ref' in answer) continue;
        answer.content ??= {
          'application/json': { schema: { $ref: `#/components/schemas/${ErrorResponseDto.name}` } },
        };
      }
    }
  }
}

function response(description: string): ResponsesObject[string] {
  return { description };
}

/**
 * Names every code in the error schema, so a client knows them all: the stable `code`s (the web
 * apps' tests check that each one has a translation in every language) and the legacy `error`s.
 */
export function listErrorCodes(
  document: OpenAPIObject,
  codes: { stable: readonly string[]; legacy: readonly string[] },
): void {
  const schema = document.components?.schemas?.[ErrorResponseDto.name] as SchemaObject;
  (schema.properties?.['code'] as SchemaObject).enum = [...new Set(codes.stable)].sort();
  (schema.properties?.['error'] as SchemaObject).enum = [...new Set(codes.legacy)].sort();
}
