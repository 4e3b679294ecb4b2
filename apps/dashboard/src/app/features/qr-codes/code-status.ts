import type { QrCodeSummary } from '../../api/qr-codes-api';

/** Why an expired code answers 410: its date has passed, or its scan limit is used. */
export type ExpiredBy = 'date' | 'scanLimit';

/** What the owner is told a code does when scanned, in the scan's own order. */
export type CodeStatus = 'suspended' | 'inactive' | 'expired' | 'active';

type StatusFields = Pick<QrCodeSummary, 'isActive' | 'suspended' | 'expired' | 'expiry'>;

/** Null while the code has not expired (the server's `expired`, from the code's own rule). */
export function expiredBy(code: StatusFields, now = Date.now()): ExpiredBy | null {
  if (!code.expired) return null;
  return code.expiry?.at && Date.parse(code.expiry.at) <= now ? 'date' : 'scanLimit';
}

/**
 * The one status the grid and the list show for a code: suspended and switched-off codes answer
 * that first, an expired one answers 410 whether its date passed or its scans ran out.
 */
export function codeStatus(code: StatusFields): CodeStatus {
  if (code.suspended) return 'suspended';
  if (!code.isActive) return 'inactive';
  return expiredBy(code) ? 'expired' : 'active';
}
