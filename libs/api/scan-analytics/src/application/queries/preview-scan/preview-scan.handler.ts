import { possibleRoutes } from '@liveqr/qr-content';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomHosts } from '@liveqr/api/platform';
import { scanVerdict, targetAt, WITHDRAWN } from '../../../domain/scan-verdict';
import { SLUG } from '../../scan-qr-code/scan-qr-code';
import { ScanTargetCache } from '../../scan-target-cache';
import { PreviewScanQuery, type PreviewVerdict } from './preview-scan.query';

/** The same judgement as a scan, from the same cache, and nothing recorded. */
@QueryHandler(PreviewScanQuery)
export class PreviewScanHandler implements IQueryHandler<PreviewScanQuery, PreviewVerdict> {
  constructor(
    private readonly targets: ScanTargetCache,
    private readonly customHosts: CustomHosts,
  ) {}

  async execute({ slug, host }: PreviewScanQuery): Promise<PreviewVerdict> {
    const target = targetAt(SLUG.test(slug) ? await this.targets.resolve(slug) : null, host, (domainId) =>
      this.customHosts.isLive(domainId),
    );
    if (target === null) return { kind: 'not-found' };
    if (target === WITHDRAWN) return { kind: 'withdrawn' };
    const verdict = scanVerdict(target);
    if (verdict.kind !== 'go') return verdict;
    const { rules } = target;
    if (rules?.passwordHash) return { kind: 'protected' };
    return { ...verdict, routes: rules ? possibleRoutes(rules, target.destination) : [] };
  }
}
