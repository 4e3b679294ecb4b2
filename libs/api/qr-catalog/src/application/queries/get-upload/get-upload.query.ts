import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { ByteRange } from '../../../domain/byte-range';

export interface UploadedFile {
  body: Readable;
  contentType: string;
  /** Of the whole file. */
  size: number;
  fileName: string;
  /** Set when only this part is sent. */
  range?: ByteRange;
}

/** Public: scanners open uploaded files without an account. */
export class GetUploadQuery extends Query<UploadedFile> {
  constructor(
    readonly id: string,
    /** The request's Range header, if any. */
    readonly rangeHeader?: string,
  ) {
    super();
  }
}
