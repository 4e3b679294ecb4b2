import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { QrCatalogErrorCode, QrCatalogException } from '../../../domain/qr-catalog.exception';
import { TagsRepository } from '../../../infrastructure/tags.repository';
import { type TagView, toTagView } from '../../organise.view';
import { RestoreTagCommand } from './restore-tag.command';

@CommandHandler(RestoreTagCommand)
export class RestoreTagHandler implements ICommandHandler<RestoreTagCommand, TagView> {
  constructor(private readonly tags: TagsRepository) {}

  async execute({ ownerId, deletionId }: RestoreTagCommand): Promise<TagView> {
    const id = await this.tags.restore(ownerId, deletionId);
    // Past its window (or never the caller's): nothing is left to bring back.
    if (!id) throw new QrCatalogException(QrCatalogErrorCode.UndoExpired);
    const [row] = (await this.tags.listOwned(ownerId)).filter((candidate) => candidate.tag.id === id);
    return toTagView(row);
  }
}
