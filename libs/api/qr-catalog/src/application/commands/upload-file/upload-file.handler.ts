import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { Upload } from '../../../domain/upload.entity';
import { sniffContentType, UPLOAD_ALLOWANCE, UPLOAD_LIMITS } from '../../../domain/upload-kinds';
import { UploadStorage, UploadTooLargeError } from '../../../infrastructure/upload-storage';
import { uploadUsageOf } from '../../../infrastructure/upload-usage';
import { SubscriptionGate } from '../../subscription-gate';
import { type UploadedFileView, uploadedFileView, UploadFileCommand } from './upload-file.command';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.max(0, bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/** Files for new codes: like creating a code, it needs an active subscription, within the account's allowance. */
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
    const storageLeft = await this.assertAllowance(ownerId);
    const id = randomUUID();
    const storageKey = `${ownerId}/${id}`;
    const stored = await this.storage
      .write(storageKey, body, Math.min(maxBytes, storageLeft))
      .catch((error: unknown) => {
        if (!(error instanceof UploadTooLargeError)) throw error;
        if (storageLeft < maxBytes) throw this.quotaExceeded(storageLeft);
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
    // Uploads running side by side could together pass the quota: the later ones give way.
    const { usedBytes } = await uploadUsageOf(this.em, ownerId);
    if (usedBytes > UPLOAD_ALLOWANCE.storageBytes) {
      await this.em.nativeDelete(Upload, { id });
      await this.storage.delete(storageKey);
      throw this.quotaExceeded(UPLOAD_ALLOWANCE.storageBytes - (usedBytes - stored.size));
    }
    return uploadedFileView(upload, this.config.publicUrl);
  }

  /** Refuses an account over its hourly rate or without storage left; the bytes it has left. */
  private async assertAllowance(ownerId: string): Promise<number> {
    const usage = await uploadUsageOf(this.em, ownerId);
    if (usage.uploadsLastHour >= UPLOAD_ALLOWANCE.uploadsPerHour && usage.firstOfHourLeavesAt) {
      const retryAfterSeconds = Math.max(1, Math.ceil((usage.firstOfHourLeavesAt.getTime() - Date.now()) / 1000));
      throw new QrCatalogException(
        QrCatalogErrorCode.UploadRateLimited,
        `You have uploaded ${UPLOAD_ALLOWANCE.uploadsPerHour} files in the last hour. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
        { retryAfterSeconds },
      );
    }
    const storageLeft = UPLOAD_ALLOWANCE.storageBytes - usage.usedBytes;
    if (storageLeft <= 0) throw this.quotaExceeded(storageLeft);
    return storageLeft;
  }

  private quotaExceeded(storageLeft: number): QrCatalogException {
    return new QrCatalogException(
      QrCatalogErrorCode.StorageQuotaExceeded,
      `Your files may take up ${megabytes(UPLOAD_ALLOWANCE.storageBytes)} in all; this file does not fit in the ${megabytes(storageLeft)} left.`,
    );
  }
}
