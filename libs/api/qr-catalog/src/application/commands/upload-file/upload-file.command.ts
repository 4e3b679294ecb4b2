import type { Readable } from 'node:stream';
import { Command } from '@nestjs/cqrs';
import type { UploadKind } from '../../../domain/upload-kinds';
import type { Upload } from '../../../domain/upload.entity';

/** A stored file as the API answers it (UploadResponseDto); `url`, its public address, goes in a file's code. */
export function uploadedFileView(upload: Upload, publicUrl: string) {
  return {
    id: upload.id,
    url: `${publicUrl}/api/uploads/${upload.id}`,
    contentType: upload.contentType,
    size: upload.size,
    fileName: upload.fileName,
  };
}

export type UploadedFileView = ReturnType<typeof uploadedFileView>;

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
