import { Injectable } from '@nestjs/common';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { FoldersRepository } from '../infrastructure/folders.repository';
import { TagsRepository } from '../infrastructure/tags.repository';
import type { QrCodeFilter, QrCodeSelection } from './qr-code-filter';

/**
 * Folder and tag ids a request names must be the caller's: anyone else's answer 404 like a missing
 * one, so nobody learns which ids exist.
 */
@Injectable()
export class OwnedReferences {
  constructor(
    private readonly folders: FoldersRepository,
    private readonly tags: TagsRepository,
  ) {}

  async assertFolder(ownerId: string, folderId: string | null | undefined): Promise<void> {
    if (folderId && !(await this.folders.findOwned(ownerId, folderId))) {
      throw new QrCatalogException(QrCatalogErrorCode.FolderNotFound);
    }
  }

  async assertTags(ownerId: string, tagIds: readonly string[] | undefined): Promise<void> {
    const distinct = [...new Set(tagIds ?? [])];
    if (distinct.length > 0 && (await this.tags.countOwned(ownerId, distinct)) !== distinct.length) {
      throw new QrCatalogException(QrCatalogErrorCode.TagNotFound);
    }
  }

  async assertFilter(ownerId: string, filter: QrCodeFilter): Promise<void> {
    await this.assertFolder(ownerId, filter.folderId);
    await this.assertTags(ownerId, filter.tagIds);
  }

  async assertSelection(ownerId: string, selection: QrCodeSelection): Promise<void> {
    if ('matching' in selection) await this.assertFilter(ownerId, selection.matching);
  }
}
