import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { resolveByteRange } from '../../../domain/byte-range';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { Upload } from '../../../domain/upload.entity';
import { UploadMissingError, UploadStorage } from '../../../infrastructure/upload-storage';
import { GetUploadQuery, type UploadedFile } from './get-upload.query';

@QueryHandler(GetUploadQuery)
export class GetUploadHandler implements IQueryHandler<GetUploadQuery, UploadedFile> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: UploadStorage,
  ) {}

  async execute({ id, rangeHeader }: GetUploadQuery): Promise<UploadedFile> {
    const upload = await this.em.findOne(Upload, { id });
    if (!upload) throw new QrCatalogException(QrCatalogErrorCode.UploadNotFound);
    const range = resolveByteRange(rangeHeader, upload.size);
    if (range === 'unsatisfiable') throw new QrCatalogException(QrCatalogErrorCode.RangeNotSatisfiable);
    const body = await this.storage.read(upload.storageKey, range).catch((error: unknown) => {
      if (error instanceof UploadMissingError) throw new QrCatalogException(QrCatalogErrorCode.UploadNotFound);
      throw error;
    });
    return {
      body,
      contentType: upload.contentType,
      size: upload.size,
      fileName: upload.fileName,
      ...(range ? { range } : {}),
    };
  }
}
