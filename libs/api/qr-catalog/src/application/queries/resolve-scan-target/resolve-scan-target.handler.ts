import { EntityManager } from '@mikro-orm/postgresql';
import { trackedTarget } from '@liveqr/qr-content';
import { ResolveScanTargetQuery, type ScanTarget } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** The scan redirect's view of a code (the scan-analytics context caches it per slug). */
@QueryHandler(ResolveScanTargetQuery)
export class ResolveScanTargetHandler implements IQueryHandler<ResolveScanTargetQuery, ScanTarget | null> {
  constructor(private readonly em: EntityManager) {}

  async execute({ slug }: ResolveScanTargetQuery): Promise<ScanTarget | null> {
    const code = await this.em
      .fork()
      .findOne(
        QrCode,
        { slug },
        { fields: ['id', 'type', 'content', 'isActive', 'isTracked'], disableIdentityMap: true },
      );
    if (!code) return null;
    const target = trackedTarget(code.type, code.content, code.id);
    return {
      qrCodeId: code.id,
      active: code.isActive,
      tracked: code.isTracked,
      destination: target.kind === 'untrackable' ? { kind: 'untrackable' } : target,
    };
  }
}
