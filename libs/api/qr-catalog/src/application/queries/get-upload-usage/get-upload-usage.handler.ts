import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { UPLOAD_ALLOWANCE } from '../../../domain/upload-kinds';
import { uploadUsageOf } from '../../../infrastructure/upload-usage';
import { GetUploadUsageQuery, type UploadUsageView } from './get-upload-usage.query';

@QueryHandler(GetUploadUsageQuery)
export class GetUploadUsageHandler implements IQueryHandler<GetUploadUsageQuery, UploadUsageView> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId }: GetUploadUsageQuery): Promise<UploadUsageView> {
    const { usedBytes, uploadsLastHour } = await uploadUsageOf(this.em, userId);
    return {
      usedBytes,
      quotaBytes: UPLOAD_ALLOWANCE.storageBytes,
      uploadsLastHour,
      uploadsPerHour: UPLOAD_ALLOWANCE.uploadsPerHour,
    };
  }
}
