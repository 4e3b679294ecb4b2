import { EntityManager } from '@mikro-orm/postgresql';
import { UserDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { Upload } from '../../domain/upload.entity';
import { UploadStorage } from '../../infrastructure/upload-storage';

/** A deleted account takes its uploaded files with it. */
@EventsHandler(UserDeletedEvent)
export class DeleteUploadsWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: UploadStorage,
  ) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    // Events run outside the request that raised them: a fork of its own.
    const em = this.em.fork();
    const uploads = await em.find(Upload, { userId });
    await em.nativeDelete(Upload, { userId });
    for (const upload of uploads) await this.storage.delete(upload.storageKey);
  }
}
