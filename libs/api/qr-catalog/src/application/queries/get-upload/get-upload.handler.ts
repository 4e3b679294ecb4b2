import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { resolveByteRange } from '../../../domain/byte-range';
import { accessRefusal, QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import type { PublicAccess } from '../../../domain/qr-code.entity';
import { Upload } from '../../../domain/upload.entity';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { UploadMissingError, UploadStorage } from '../../../infrastructure/upload-storage';
import { GetUploadQuery, type UploadedFile } from './get-upload.query';

@QueryHandler(GetUploadQuery)
export class GetUploadHandler implements IQueryHandler<GetUploadQuery, UploadedFile> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: UploadStorage,
    private readonly codes: QrCodesRepository,
  ) {}

  async execute({ id, rangeHeader, viewerId, passedCodes }: GetUploadQuery): Promise<UploadedFile> {
    const upload = await this.em.findOne(Upload, { id });
    if (!upload) throw new QrCatalogException(QrCatalogErrorCode.UploadNotFound);
    if (upload.userId !== viewerId) await this.assertOpenToVisitor(upload, passedCodes);
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

  /**
   * A visitor gets a file while one of the codes linking it would open for them; otherwise the
   * refusal of the most open of them (a password before an expiry before inactive), and a file
   * no live code links is as absent as a missing one.
   */
  private async assertOpenToVisitor(upload: Upload, passedCodes: ReadonlySet<string>): Promise<void> {
    const codes = await this.codes.findLinkingUpload(upload.userId, upload.id);
    const access = new Set(codes.map((code) => code.publicAccess(passedCodes.has(code.id))));
    if (access.has('open')) return;
    const refused = REFUSALS_MOST_OPEN_FIRST.find((kind) => access.has(kind));
    throw refused ? accessRefusal(refused) : new QrCatalogException(QrCatalogErrorCode.UploadNotFound);
  }
}

const REFUSALS_MOST_OPEN_FIRST = ['password', 'expired', 'inactive'] as const satisfies readonly PublicAccess[];
