import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { scanVerdict, type ScanVerdict } from '../../../domain/scan-verdict';
import { SLUG } from '../../commands/scan-qr-code/scan-qr-code.handler';
import { ScanTargetCache } from '../../scan-target-cache';
import { PreviewScanQuery } from './preview-scan.query';

/** The same judgement as a scan, from the same cache, and nothing recorded. */
@QueryHandler(PreviewScanQuery)
export class PreviewScanHandler implements IQueryHandler<PreviewScanQuery, ScanVerdict> {
  constructor(private readonly targets: ScanTargetCache) {}

  async execute({ slug }: PreviewScanQuery): Promise<ScanVerdict> {
    return scanVerdict(SLUG.test(slug) ? await this.targets.resolve(slug) : null);
  }
}
