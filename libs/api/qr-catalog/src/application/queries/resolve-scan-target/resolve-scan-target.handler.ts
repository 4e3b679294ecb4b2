import { EntityManager } from '@mikro-orm/postgresql';
import { trackedTarget } from '@liveqr/qr-content';
import { ResolveScanTargetQuery, type ScanDestination, type ScanTarget } from '@liveqr/shared/contracts';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { QrCode } from '../../../domain/qr-code.entity';
import { DestinationGuard } from '../../destination-guard';

/**
 * The scan redirect's view of a code (the scan-analytics context caches it per slug). The
 * destination policy is applied here, once per lookup: a code saved before a rule or a blocklist
 * entry that now refuses its URL keeps its record, and its scanners get a warning page instead.
 */
@QueryHandler(ResolveScanTargetQuery)
export class ResolveScanTargetHandler implements IQueryHandler<ResolveScanTargetQuery, ScanTarget | null> {
  constructor(
    private readonly em: EntityManager,
    private readonly destinations: DestinationGuard,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ slug }: ResolveScanTargetQuery): Promise<ScanTarget | null> {
    const code = await this.em
      .fork()
      .findOne(
        QrCode,
        { slug },
        { fields: ['id', 'type', 'content', 'isActive', 'isTracked', 'suspendedAt'], disableIdentityMap: true },
      );
    if (!code) return null;
    return {
      qrCodeId: code.id,
      active: code.isActive,
      suspended: code.suspendedAt !== null,
      tracked: code.isTracked,
      destination: this.destinationOf(trackedTarget(code.type, code.content, code.id, this.config.publicUrl)),
    };
  }

  private destinationOf(target: ReturnType<typeof trackedTarget>): ScanDestination {
    if (target.kind !== 'redirect') return target.kind === 'page' ? target : { kind: 'untrackable' };
    const verdict = this.destinations.verdict(target.url);
    if (verdict.ok) return { kind: 'redirect', url: verdict.destination.href, host: verdict.destination.host };
    return { kind: 'refused', reason: verdict.blocklisted ? 'blocklisted' : 'not_allowed', host: verdict.host };
  }
}
