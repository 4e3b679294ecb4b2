import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AnalysedQrCode,
  GetOwnedFolderQuery,
  GetOwnedQrCodeQuery,
  ListOwnedQrCodesQuery,
  type OwnedFolderView,
  ListScopedQrCodeIdsQuery,
} from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Folder } from '../../../domain/folder.entity';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { QrCode } from '../../../domain/qr-code.entity';
import { QrCodesRepository } from '../../../infrastructure/qr-codes.repository';
import { OwnedReferences } from '../../owned-references';

/** The columns the analytics context reads; content and customization stay here. */
const FIELDS = ['id', 'name', 'type', 'isTracked', 'isActive', 'scanCount', 'uniqueScanCount', 'createdAt'] as const;

function toAnalysedQrCode(code: Pick<QrCode, (typeof FIELDS)[number]>): AnalysedQrCode {
  return {
    id: code.id,
    name: code.name,
    type: code.type,
    isTracked: code.isTracked,
    isActive: code.isActive,
    scanCount: code.scanCount,
    uniqueScanCount: code.uniqueScanCount,
    createdAt: code.createdAt.toISOString(),
  };
}

/** The analytics context's door to one code: the owner's, or null (someone else's is as absent as a missing one). */
@QueryHandler(GetOwnedQrCodeQuery)
export class GetOwnedQrCodeHandler implements IQueryHandler<GetOwnedQrCodeQuery, AnalysedQrCode | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, qrCodeId }: GetOwnedQrCodeQuery): Promise<AnalysedQrCode | null> {
    const code = await this.em
      .fork()
      .findOne(QrCode, { id: qrCodeId, userId: ownerId }, { fields: FIELDS, disableIdentityMap: true });
    return code && toAnalysedQrCode(code);
  }
}

/** Every code of the owner for the analytics picker, or those of `ids` that are the owner's; newest first. */
@QueryHandler(ListOwnedQrCodesQuery)
export class ListOwnedQrCodesHandler implements IQueryHandler<ListOwnedQrCodesQuery, AnalysedQrCode[]> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, ids }: ListOwnedQrCodesQuery): Promise<AnalysedQrCode[]> {
    const codes = await this.em
      .fork()
      .find(QrCode, ids ? { userId: ownerId, id: { $in: [...ids] } } : { userId: ownerId }, {
        fields: FIELDS,
        orderBy: { createdAt: 'desc', id: 'desc' },
        disableIdentityMap: true,
      });
    return codes.map(toAnalysedQrCode);
  }
}

/** The analytics context's door to a folder or tag: its codes, read with the list's own filter. */
@QueryHandler(ListScopedQrCodeIdsQuery)
export class ListScopedQrCodeIdsHandler implements IQueryHandler<ListScopedQrCodeIdsQuery, string[]> {
  constructor(
    private readonly codes: QrCodesRepository,
    private readonly references: OwnedReferences,
  ) {}

  async execute({ ownerId, scope }: ListScopedQrCodeIdsQuery): Promise<string[]> {
    const filter = {
      folderId: scope.folderId,
      includeSubfolders: scope.includeSubfolders,
      tagIds: scope.tagIds && [...scope.tagIds],
    };
    await this.references.assertFilter(ownerId, filter);
    return this.codes.selectedIds(ownerId, { matching: filter });
  }
}

/** The analytics context's door to one folder (a report per folder): the owner's, or a 404. */
@QueryHandler(GetOwnedFolderQuery)
export class GetOwnedFolderHandler implements IQueryHandler<GetOwnedFolderQuery, OwnedFolderView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, folderId }: GetOwnedFolderQuery): Promise<OwnedFolderView> {
    const folder = await this.em
      .fork()
      .findOne(Folder, { id: folderId, userId: ownerId }, { fields: ['id', 'name'], disableIdentityMap: true });
    if (!folder) throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    return { id: folder.id, name: folder.name };
  }
}
