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

/**
 * Public: scanners open uploaded files without an account, while a code of the file's owner that
 * links it would open for them (its scan's rules); the owner always.
 */
export class GetUploadQuery extends Query<UploadedFile> {
  constructor(
    readonly id: string,
    /** The request's Range header, if any. */
    readonly rangeHeader: string | undefined,
    /** The signed-in caller, if any. */
    readonly viewerId: string | null,
    /** The codes whose pass the visitor holds (`CodePasses`). */
    readonly passedCodes: ReadonlySet<string>,
  ) {
    super();
  }
}
