import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { Upload } from '../../../domain/upload.entity';
import { sniffContentType, UPLOAD_LIMITS } from '../../../domain/upload-kinds';
import { UploadStorage, UploadTooLargeError } from '../../../infrastructure/upload-storage';
import { SubscriptionGate } from '../../subscription-gate';
import { type UploadedFileView, UploadFileCommand } from './upload-file.command';

const MB = 1024 * 1024;

/** Files for new codes: like creating a code, it needs an active subscription. */
@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand, UploadedFileView> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: UploadStorage,
    private readonly subscription: SubscriptionGate,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ ownerId, kind, fileName, body }: UploadFileCommand): Promise<UploadedFileView> {
    await this.subscription.assertActive(ownerId);
    const { maxBytes, accepted } = UPLOAD_LIMITS[kind];
    const id = randomUUID();
    const storageKey = `${ownerId}/${id}`;
    const stored = await this.storage.write(storageKey, body, maxBytes).catch((error: unknown) => {
      if (!(error instanceof UploadTooLargeError)) throw error;
      throw new QrCatalogException(
        QrCatalogErrorCode.FileTooLarge,
        `The file is too large: at most ${maxBytes / MB} MB`,
      );
    });
    const contentType = sniffContentType(kind, stored.head);
    if (!contentType) {
      await this.storage.delete(storageKey);
      throw new QrCatalogException(QrCatalogErrorCode.UnsupportedFileType, `Please upload a ${accepted} file`);
    }
    const upload = this.em.create(Upload, {
      id,
      userId: ownerId,
      kind,
      contentType,
      size: stored.size,
      fileName,
      storageKey,
      createdAt: new Date(),
    });
    await this.em.flush();
    return { id, url: `${this.config.publicUrl}/api/uploads/${id}`, contentType, size: upload.size, fileName };
  }
}
