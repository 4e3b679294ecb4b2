import { EntityManager } from '@mikro-orm/postgresql';
import { trackedTarget } from '@liveqr/qr-content';
import {
  ResolveScanTargetQuery,
  type ScanDestination,
  type ScanRules,
  type ScanTarget,
} from '@liveqr/shared/contracts';
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
    const code = await this.em.fork().findOne(
      QrCode,
      { slug },
      {
        fields: [
          'id',
          'userId',
          'domainId',
          'domainHostname',
          'type',
          'content',
          'isActive',
          'isTracked',
          'suspendedAt',
          'expiresAt',
          'scanLimit',
          'fallbackUrl',
          'passwordHash',
          'routing',
          'split',
        ],
        disableIdentityMap: true,
      },
    );
    if (!code) return null;
    return {
      qrCodeId: code.id,
      ownerId: code.userId,
      domainId: code.domainId ?? null,
      domainHostname: code.domainHostname ?? null,
      active: code.isActive,
      suspended: code.suspendedAt !== null,
      tracked: code.isTracked,
      destination: this.destinationOf(trackedTarget(code.type, code.content, code.id, this.config.publicUrl)),
      rules: this.rulesOf(code),
    };
  }

  /** Null without rules, so a plain code's scan stays as cheap as before. */
  private rulesOf(
    code: Pick<QrCode, 'expiresAt' | 'scanLimit' | 'fallbackUrl' | 'passwordHash' | 'routing' | 'split'>,
  ): ScanRules | null {
    const { expiresAt, scanLimit, fallbackUrl, passwordHash, routing, split } = code;
    if (!expiresAt && !scanLimit && !passwordHash && routing.length === 0 && split.length === 0) return null;
    return {
      expiresAt: expiresAt ? expiresAt.toISOString() : null,
      scanLimit: scanLimit ?? null,
      fallback: fallbackUrl ? this.urlDestination(fallbackUrl) : null,
      passwordHash: passwordHash ?? null,
      routes: routing.map(({ when, url }) => ({ when, destination: this.urlDestination(url) })),
      split: split.map(({ weight, url }) => ({ weight, destination: this.urlDestination(url) })),
    };
  }

  private destinationOf(target: ReturnType<typeof trackedTarget>): ScanDestination {
    if (target.kind !== 'redirect') return target.kind === 'page' ? target : { kind: 'untrackable' };
    return this.urlDestination(target.url);
  }

  /** The destination policy on a stored URL, now: a host blocklisted since the code was saved is refused. */
  private urlDestination(url: string): ScanDestination {
    const verdict = this.destinations.verdict(url);
    if (verdict.ok) return { kind: 'redirect', url: verdict.destination.href, host: verdict.destination.host };
    return { kind: 'refused', reason: verdict.blocklisted ? 'blocklisted' : 'not_allowed', host: verdict.host };
  }
}
