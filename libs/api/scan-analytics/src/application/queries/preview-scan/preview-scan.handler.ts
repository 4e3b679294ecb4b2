import { possibleRoutes } from '@liveqr/qr-content';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { scanVerdict } from '../../../domain/scan-verdict';
import { SLUG } from '../../scan-qr-code/scan-qr-code';
import { ScanTargetCache } from '../../scan-target-cache';
import { PreviewScanQuery, type PreviewVerdict } from './preview-scan.query';

/** The same judgement as a scan, from the same cache, and nothing recorded. */
@QueryHandler(PreviewScanQuery)
export class PreviewScanHandler implements IQueryHandler<PreviewScanQuery, PreviewVerdict> {
  constructor(private readonly targets: ScanTargetCache) {}

  async execute({ slug }: PreviewScanQuery): Promise<PreviewVerdict> {
    const target = SLUG.test(slug) ? await this.targets.resolve(slug) : null;
    const verdict = scanVerdict(target);
    if (verdict.kind !== 'go') return verdict;
    const rules = target?.rules;
    if (rules?.passwordHash) return { kind: 'protected' };
    return { ...verdict, routes: target && rules ? possibleRoutes(rules, target.destination) : [] };
  }
}
