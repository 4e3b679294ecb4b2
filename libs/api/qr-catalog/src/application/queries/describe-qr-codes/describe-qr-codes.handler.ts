import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { DescribeQrCodeBySlugQuery, DescribeQrCodesQuery, type QrCodeForReview } from '@liveqr/shared/contracts';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';

/** The codes the trust context reports and reviews: any owner's, with where they lead. */
@Injectable()
export class ReviewedQrCodes {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async find(where: FilterQuery<QrCode>): Promise<QrCodeForReview[]> {
    const codes = await this.em.fork().find(QrCode, where, {
      fields: ['id', 'slug', 'domainHostname', 'name', 'type', 'content', 'isActive', 'suspendedAt', 'userId'],
      disableIdentityMap: true,
    });
    return codes.map((code) => ({
      id: code.id,
      slug: code.slug,
      shortLink: code.link(this.config.publicUrl),
      name: code.name,
      type: code.type,
      destination: code.destination(this.config.publicUrl),
      isActive: code.isActive,
      suspended: code.suspendedAt !== null,
      ownerId: code.userId,
    }));
  }
}

/** The codes operators review, by id. */
@QueryHandler(DescribeQrCodesQuery)
export class DescribeQrCodesHandler implements IQueryHandler<DescribeQrCodesQuery, QrCodeForReview[]> {
  constructor(private readonly codes: ReviewedQrCodes) {}

  async execute({ qrCodeIds }: DescribeQrCodesQuery): Promise<QrCodeForReview[]> {
    return qrCodeIds.length === 0 ? [] : this.codes.find({ id: { $in: [...qrCodeIds] } });
  }
}

/** A code that a scan page names by its slug (a report from it). */
@QueryHandler(DescribeQrCodeBySlugQuery)
export class DescribeQrCodeBySlugHandler implements IQueryHandler<DescribeQrCodeBySlugQuery, QrCodeForReview | null> {
  constructor(private readonly codes: ReviewedQrCodes) {}

  async execute({ slug }: DescribeQrCodeBySlugQuery): Promise<QrCodeForReview | null> {
    const [code] = await this.codes.find({ slug });
    return code ?? null;
  }
}
