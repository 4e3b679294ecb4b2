import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';
import { AllExceptionsFilter } from './all-exceptions.filter';

function replyRecorder() {
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
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
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
      body: { statusCode: 400, error: 'Bad Request', message: 'Passwords do not match' },
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
      body: { statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' },
    });
  });
});
