import { RecordScanCountsCommand } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

/**
 * One statement for all of a roll-up's codes, as typed arrays. The counts come sorted by code id and
 * are joined in that order, so two replicas' roll-ups lock the same codes in the same order and
 * cannot deadlock. A code deleted meanwhile matches no row: nothing to count.
 */
const ADD_COUNTS = `
  update qr_codes q set scan_count = q.scan_count + c.scans, unique_scan_count = q.unique_scan_count + c.new_visitors,
    last_scanned_at = greatest(q.last_scanned_at, c.last_scanned_at)
  from unnest($1::uuid[], $2::bigint[], $3::bigint[], $4::timestamptz[]) as c(qr_code_id, scans, new_visitors, last_scanned_at)
  where q.id = c.qr_code_id`;

/** The codes' all-time scan counters, which the scan roll-up adds to (see the contract). */
@CommandHandler(RecordScanCountsCommand)
export class RecordScanCountsHandler implements ICommandHandler<RecordScanCountsCommand, void> {
  async execute({ counts, transaction }: RecordScanCountsCommand): Promise<void> {
    if (counts.length === 0) return;
    await transaction.executeSql(ADD_COUNTS, [
      counts.map(({ qrCodeId }) => qrCodeId),
      counts.map(({ scans }) => scans),
      counts.map(({ newVisitors }) => newVisitors),
      counts.map(({ lastScannedAt }) => lastScannedAt),
    ]);
  }
}
