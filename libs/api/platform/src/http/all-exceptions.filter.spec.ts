import { ArgumentsHost, BadRequestException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { codedException } from './coded-http-exception';

/** A context's exception with a code in lower case, as some contexts write theirs. */
class SampleException extends codedException({
  sample_not_found: { status: HttpStatus.NOT_FOUND, message: 'Sample not found' },
}) {}

/** `is404`: the request reached Fastify's not-found handler (no route has its path). */
function replyRecorder({ is404 = false } = {}) {
  const sent: { status?: number; body?: unknown } = {};
  const reply = {
    sent: false,
    status(code: number) {
      sent.status = code;
      return reply;
    },
    header() {
      return reply;
    },
    send(body: unknown) {
      sent.body = body;
      return reply;
    },
  };
  const host = {
    switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ is404 }) }),
  } as unknown as ArgumentsHost;
  return { host, sent };
}

const sqlError = new Error('select * from users where password = 42 -- relation "users" does not exist');

describe('AllExceptionsFilter', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers an unexpected error with a generic 500, without stack or SQL, in production', () => {
    const { host, sent } = replyRecorder();
    new AllExceptionsFilter(false).catch(sqlError, host);
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(JSON.stringify(sent.body)).not.toContain('select');
  });

  it('adds the detail in development, where it helps', () => {
    const { host, sent } = replyRecorder();
    new AllExceptionsFilter(true).catch(sqlError, host);
    expect(JSON.stringify(sent.body)).toContain('relation \\"users\\" does not exist');
  });

  it('keeps the reason of a client error', () => {
    const { host, sent } = replyRecorder();
    new AllExceptionsFilter(false).catch(new BadRequestException('Passwords do not match'), host);
    expect(sent).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'BAD_REQUEST', error: 'Bad Request', message: 'Passwords do not match' },
    });
  });

  it('passes through the 4xx status of a framework error such as a too large body', () => {
    const { host, sent } = replyRecorder();
    new AllExceptionsFilter(false).catch(
      Object.assign(new Error('Request body is too large'), { statusCode: 413 }),
      host,
    );
    expect(sent).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        code: 'BODY_TOO_LARGE',
        error: 'Payload Too Large',
        message: 'Request body is too large',
      },
    });
  });

  it("upper-cases a context's code in `code` and keeps it as written in `error`", () => {
    const { host, sent } = replyRecorder();
    new AllExceptionsFilter(false).catch(new SampleException('sample_not_found'), host);
    expect(sent.body).toEqual({
      statusCode: 404,
      code: 'SAMPLE_NOT_FOUND',
      error: 'sample_not_found',
      message: 'Sample not found',
    });
  });

  it('names a refusal by validation, which lists the refused fields', () => {
    const { host, sent } = replyRecorder();
    const fieldErrors = [{ field: 'email', messages: ['email must be an email'] }];
    new AllExceptionsFilter(false).catch(
      new BadRequestException({ message: ['email must be an email'], fieldErrors }),
      host,
    );
    expect(sent.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', fieldErrors });
  });

  it('tells a path no route answers from a plain 404', () => {
    const unknown = replyRecorder({ is404: true });
    new AllExceptionsFilter(false).catch(new NotFoundException('Cannot GET /api/nothing'), unknown.host);
    expect(unknown.sent.body).toMatchObject({ code: 'ROUTE_NOT_FOUND', error: 'Not Found' });
    const routed = replyRecorder();
    new AllExceptionsFilter(false).catch(new NotFoundException('Gone'), routed.host);
    expect(routed.sent.body).toMatchObject({ code: 'NOT_FOUND', error: 'Not Found' });
  });
});
