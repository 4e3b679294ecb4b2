import type { Readable } from 'node:stream';
import { Command } from '@nestjs/cqrs';
import type { UploadKind } from '../../../domain/upload-kinds';

export interface UploadedFileView {
  id: string;
  /** Public address of the file, to put in a pdf, images, video or mp3 code. */
  url: string;
  contentType: string;
  size: number;
  fileName: string;
}

export class UploadFileCommand extends Command<UploadedFileView> {
  constructor(
    readonly ownerId: string,
    readonly kind: UploadKind,
    readonly fileName: string,
    /** The request body, streamed to storage as it arrives. */
    readonly body: Readable,
  ) {
    super();
  }
}
