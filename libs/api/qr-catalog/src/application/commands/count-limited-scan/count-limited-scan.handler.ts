import { EntityManager } from '@mikro-orm/postgresql';
import { CountLimitedScanCommand } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

/**
 * One statement, so concurrent scanners on every replica are counted exactly: the row lock of the
 * update orders them, and the one that would pass the limit finds no row left to update. A code
 * whose limit was removed meanwhile (its cached target not yet evicted) lets the scan through.
 */
const COUNT_SCAN = `
  update qr_codes set limited_scan_count = limited_scan_count + 1
  where id = ? and (scan_limit is null or limited_scan_count < scan_limit)
  returning 1 as counted`;
const HAS_SCANS_LEFT = `
  select 1 as counted from qr_codes where id = ? and (scan_limit is null or limited_scan_count < scan_limit)`;

/** The scan path's atomic counter for codes with a scan limit (see the contract). */
@CommandHandler(CountLimitedScanCommand)
export class CountLimitedScanHandler implements ICommandHandler<CountLimitedScanCommand, boolean> {
  constructor(private readonly em: EntityManager) {}

  async execute({ qrCodeId, counted }: CountLimitedScanCommand): Promise<boolean> {
    const rows = await this.em.getConnection().execute<unknown[]>(counted ? COUNT_SCAN : HAS_SCANS_LEFT, [qrCodeId]);
    return rows.length > 0;
  }
}
