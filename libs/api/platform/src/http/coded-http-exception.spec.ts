import { HttpException, HttpStatus } from '@nestjs/common';
import { CodedHttpException, codedException, type ErrorCatalogue } from './coded-http-exception';

enum SampleErrorCode {
  Missing = 'sample_missing',
  Taken = 'sample_taken',
}

const SAMPLE_ERRORS: ErrorCatalogue<SampleErrorCode> = {
  [SampleErrorCode.Missing]: { status: HttpStatus.NOT_FOUND, message: 'No such sample' },
  [SampleErrorCode.Taken]: { status: HttpStatus.CONFLICT, message: 'This sample is taken' },
};

class SampleException extends codedException(SAMPLE_ERRORS) {}

describe('codedException', () => {
  it("answers with the code's status and catalogue message, the code in `error`", () => {
    const error = new SampleException(SampleErrorCode.Taken);
    expect(error.getStatus()).toBe(HttpStatus.CONFLICT);
    expect(error.getResponse()).toEqual({ message: 'This sample is taken', error: 'sample_taken' });
    expect(error.code).toBe(SampleErrorCode.Taken);
  });

  it('takes a more precise message and further body fields, which cannot replace the code or message', () => {
    const error = new SampleException(SampleErrorCode.Missing, 'No sample 7', {
      field: 'id',
      error: 'other',
      message: 'other',
    });
    expect(error.getStatus()).toBe(HttpStatus.NOT_FOUND);
    expect(error.getResponse()).toEqual({ field: 'id', message: 'No sample 7', error: 'sample_missing' });
  });

  it('is an HttpException and a coded one under its own class name, for the filter and the logs', () => {
    const error = new SampleException(SampleErrorCode.Missing);
    expect(error).toBeInstanceOf(SampleException);
    expect(error).toBeInstanceOf(CodedHttpException);
    expect(error).toBeInstanceOf(HttpException);
    expect(error.name).toBe('SampleException');
  });
});
