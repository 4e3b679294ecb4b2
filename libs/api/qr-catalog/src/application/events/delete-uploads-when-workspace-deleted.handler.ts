import { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Upload } from '../../domain/upload.entity';
import { UploadStorage } from '../../infrastructure/upload-storage';

/** A deleted workspace (or the account of a personal one) takes its uploaded files with it. */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteUploadsWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: UploadStorage,
  ) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    const em = this.em.fork();
    const uploads = await em.find(Upload, { userId: workspaceId });
    await em.nativeDelete(Upload, { userId: workspaceId });
    for (const upload of uploads) await this.storage.delete(upload.storageKey);
  }
}
