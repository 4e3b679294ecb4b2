import { HttpStatus } from '@nestjs/common';
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import { codedException, type ErrorCatalogue } from './coded-http-exception';

/** Deeper JSON than any of our bodies would be an attack on the recursive code that walks it. */
export const MAX_JSON_DEPTH = 32;

export enum RequestInputErrorCode {
  InvalidJson = 'INVALID_JSON',
  InvalidUtf8 = 'INVALID_UTF8',
  JsonTooDeep = 'JSON_TOO_DEEP',
  InvalidCharacters = 'INVALID_CHARACTERS',
  BodyTooLarge = 'BODY_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
}

const REQUEST_INPUT_ERRORS: ErrorCatalogue<RequestInputErrorCode> = {
  [RequestInputErrorCode.InvalidJson]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body is not valid JSON',
  },
  [RequestInputErrorCode.InvalidUtf8]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The request body is not valid UTF-8',
  },
  [RequestInputErrorCode.JsonTooDeep]: {
    status: HttpStatus.BAD_REQUEST,
    message: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`,
  },
  [RequestInputErrorCode.InvalidCharacters]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Text may not contain NUL characters or unpaired surrogates',
  },
  [RequestInputErrorCode.BodyTooLarge]: {
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large',
  },
  [RequestInputErrorCode.UnsupportedMediaType]: {
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    message: 'This content type is not accepted here',
  },
};

/** A request whose body, query or parameters cannot be taken as they are: always a 4xx with a reason. */
export class RequestInputException extends codedException(REQUEST_INPUT_ERRORS) {}

/** Fastify's own parsing errors, as the stable codes of ours. */
const FASTIFY_INPUT_ERRORS: Record<string, RequestInputErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: RequestInputErrorCode.InvalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: RequestInputErrorCode.InvalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: RequestInputErrorCode.BodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: RequestInputErrorCode.UnsupportedMediaType,
};

/**
 * The coded exception for one of Fastify's body errors (also when Nest has wrapped it as the
 * cause of an HttpException), or undefined for any other error.
 */
export function requestInputErrorOf(error: unknown): RequestInputException | undefined {
  const fastifyError = (error as { cause?: unknown } | null)?.cause ?? error;
  const code = (fastifyError as { code?: unknown } | null)?.code;
  const ours = typeof code === 'string' ? FASTIFY_INPUT_ERRORS[code] : undefined;
  return ours ? new RequestInputException(ours) : undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON body parser: refuses invalid UTF-8 and nesting deeper than MAX_JSON_DEPTH before
 * anything parses or walks the value, then parses like Fastify's own (prototype poisoning refused).
 */
export function strictJsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      return done(new RequestInputException(RequestInputErrorCode.InvalidUtf8), undefined);
    }
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
      return done(new RequestInputException(RequestInputErrorCode.JsonTooDeep), undefined);
    }
    // Fastify's own JSON parser answers through the callback; it returns nothing to wait for.
    void parse(request, text, (error, value) =>
      error ? done(requestInputErrorOf(error) ?? error, undefined) : done(null, value),
    );
  };
}

/** Whether arrays and objects nest deeper than `max`, counted without parsing (brackets in strings do not count). */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Where a NUL or an unpaired surrogate hides in a parsed value (strings and keys), e.g. `body.firstName`.
 * PostgreSQL cannot store NUL in text, and an unpaired surrogate is no character at all.
 */
export function findUnstorableText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (!isParsedContainer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (!isStorableText(key)) return itemPath;
    const found = findUnstorableText(item, itemPath);
    if (found) return found;
  }
  return undefined;
}

/**
 * Arrays and plain objects as parsers make them (the query parser's have a bare prototype of
 * their own); a streamed body (uploads) is not walked.
 */
function isParsedContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** NUL, or a surrogate that is not half of a pair (a pair reads as one code point with the u flag). */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /[\u0000\p{Surrogate}]/u;

function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * Checks the body, query and path parameters of every request to the API (under `prefix`) before
 * validation, so that no route ever sees text the database would refuse with a 500.
 */
export function registerRequestInputChecks(fastify: FastifyInstance, prefix: string): void {
  // A callback, not an async hook: every request passes here (the scan redirect too), and an
  // async hook costs each of them a promise.
  fastify.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    if (!request.url.startsWith(prefix)) return done();
    const parts = { body: request.body, query: request.query, params: request.params };
    for (const [name, value] of Object.entries(parts)) {
      const path = findUnstorableText(value, name);
      if (path) {
        const field = name === 'body' ? bodyField(path) : undefined;
        return done(
          new RequestInputException(
            RequestInputErrorCode.InvalidCharacters,
            `${REQUEST_INPUT_ERRORS[RequestInputErrorCode.InvalidCharacters].message} (${path})`,
            field ? { field } : {},
          ),
        );
      }
    }
    done();
  });
}

/**
 * A refused place in the body as the error's `field` names it, so that a form can show the refusal
 * at its field: `body.firstName` is `firstName`, `body.links[0].url` is `links[0].url`; the body
 * itself is no field.
 */
function bodyField(path: string): string | undefined {
  return /^body\.?(.+)$/.exec(path)?.[1];
}
