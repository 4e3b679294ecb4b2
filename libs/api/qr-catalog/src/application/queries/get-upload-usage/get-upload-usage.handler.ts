import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { uploadUsageOf } from '../../../infrastructure/upload-usage';
import { GetUploadUsageQuery, type UploadUsageView, uploadUsageView } from './get-upload-usage.query';

@QueryHandler(GetUploadUsageQuery)
export class GetUploadUsageHandler implements IQueryHandler<GetUploadUsageQuery, UploadUsageView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUploadUsageQuery): Promise<UploadUsageView> {
    return uploadUsageView(await uploadUsageOf(this.em, userId));
  }
}
