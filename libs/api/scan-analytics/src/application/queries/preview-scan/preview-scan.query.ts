import { Query } from '@nestjs/cqrs';
import type { ScanVerdict } from '../../../domain/scan-verdict';

/** A password-protected code's destinations are for those who know the password: the preview does not show them. */
export type PreviewVerdict = ScanVerdict | { kind: 'protected' };

/** `/s/{slug}+` (or `?preview`): where the code leads, without going there or counting a scan. */
export class PreviewScanQuery extends Query<PreviewVerdict> {
  constructor(readonly slug: string) {
    super();
  }
}
