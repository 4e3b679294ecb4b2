import type { PossibleRoute } from '@liveqr/qr-content';
import { Query } from '@nestjs/cqrs';
import type { ScanHost, ScanVerdict } from '../../../domain/scan-verdict';

/**
 * A code that is followed shows every destination its rules can send a scan to (none beyond the
 * default without rules). A password-protected code's destinations are for those who know the
 * password: the preview does not show them.
 */
export type PreviewVerdict =
  | Exclude<ScanVerdict, { kind: 'go' }>
  | (Extract<ScanVerdict, { kind: 'go' }> & { routes: PossibleRoute[] })
  | { kind: 'protected' };

/** `/s/{slug}+` (or `?preview`): where the code leads, without going there or counting a scan. */
export class PreviewScanQuery extends Query<PreviewVerdict> {
  constructor(
    readonly slug: string,
    /** A custom domain's workspace, which alone has codes there; null: LiveQR's own host. */
    readonly host: ScanHost = null,
  ) {
    super();
  }
}
