import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { ownUploadId } from '@liveqr/qr-content';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { accessRefusal, QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import type { QrCode } from '../../../domain/qr-code.entity';
import { Upload } from '../../../domain/upload.entity';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { GetPublicQrCodeQuery } from './get-public-qr-code.query';
import {
  type PublicFile,
  type PublicQrCodeView,
  toPublicFile,
  toPublicQrCodeView,
  VIEWER_TYPES,
  type ViewerType,
} from './public-qr-code.view';

@QueryHandler(GetPublicQrCodeQuery)
export class GetPublicQrCodeHandler implements IQueryHandler<GetPublicQrCodeQuery, PublicQrCodeView> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Another type's id is as absent as a missing one: each page reads only its own type. A code the
   * scan would not open (inactive, suspended, expired, out of scans, behind a password not given)
   * gives nothing of its content to anyone, its owner included (the dashboard shows it to them).
   */
  async execute({ id, type, viewerId, passed }: GetPublicQrCodeQuery): Promise<PublicQrCodeView> {
    const code = await this.codes.findOfType(id, type);
    if (!code) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
    const access = code.publicAccess(passed);
    if (access !== 'open') throw accessRefusal(access, code.slug);
    const file = isViewerType(type) ? await this.fileOf(code) : null;
    return toPublicQrCodeView(code, type, viewerId, file);
  }

  /** The uploaded file a viewer shows; null when the code's URL is not ours or the file was deleted. */
  private async fileOf(code: QrCode): Promise<PublicFile | null> {
    const uploadId = ownUploadId((code.content as { url?: string }).url ?? '', this.config.publicUrl);
    const upload = uploadId ? await this.em.findOne(Upload, { id: uploadId }, { disableIdentityMap: true }) : null;
    return upload ? toPublicFile(upload) : null;
  }
}

function isViewerType(type: string): type is ViewerType {
  return (VIEWER_TYPES as readonly string[]).includes(type);
}
