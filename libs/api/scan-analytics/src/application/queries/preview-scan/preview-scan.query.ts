import { Query } from '@nestjs/cqrs';
import type { ScanVerdict } from '../../../domain/scan-verdict';

/** `/s/{slug}+` (or `?preview`): where the code leads, without going there or counting a scan. */
export class PreviewScanQuery extends Query<ScanVerdict> {
  constructor(readonly slug: string) {
    super();
  }
}
