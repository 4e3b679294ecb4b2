import { EntityManager } from '@mikro-orm/postgresql';
import { parseDestination, trackedTarget } from '@liveqr/qr-content';
import { DescribeQrCodesQuery, type QrCodeForReview } from '@liveqr/shared/contracts';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** The codes operators review (trust context): any owner's, by id, with where they lead. */
@QueryHandler(DescribeQrCodesQuery)
export class DescribeQrCodesHandler implements IQueryHandler<DescribeQrCodesQuery, QrCodeForReview[]> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ qrCodeIds }: DescribeQrCodesQuery): Promise<QrCodeForReview[]> {
    if (qrCodeIds.length === 0) return [];
    const codes = await this.em
      .fork()
      .find(
        QrCode,
        { id: { $in: [...qrCodeIds] } },
        { fields: ['id', 'slug', 'name', 'type', 'content', 'isActive', 'suspendedAt'], disableIdentityMap: true },
      );
    return codes.map((code) => {
      const target = trackedTarget(code.type, code.content, code.id, this.config.publicUrl);
      return {
        id: code.id,
        slug: code.slug,
        name: code.name,
        type: code.type,
        destination: target.kind === 'redirect' ? (parseDestination(target.url)?.url ?? target.url) : null,
        isActive: code.isActive,
        suspended: code.suspendedAt !== null,
      };
    });
  }
}
