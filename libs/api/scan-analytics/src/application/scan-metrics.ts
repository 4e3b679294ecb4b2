import { Metrics } from '@liveqr/api/platform';
import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { ScanSpool } from '../infrastructure/scan-spool';
import { ScanStore } from '../infrastructure/scan-store';

/** What the scan path reports to Prometheus: where answered scans went, and what still waits. */
@Injectable()
export class ScanMetrics {
  readonly stored: Counter;
  readonly spooled: Counter;
  readonly lost: Counter;

  constructor(metrics: Metrics, spool: ScanSpool, store: ScanStore) {
    this.stored = metrics.counter('liveqr_scans_stored_total', 'Scans stored in the database by the scan path');
    this.spooled = metrics.counter(
      'liveqr_scans_spooled_total',
      'Scans written to the local spool while the database was away',
    );
    this.lost = metrics.counter('liveqr_scans_lost_total', 'Scans neither the database nor the spool could keep');
    metrics.gauge('liveqr_scan_spool_bytes', 'Scans in the local spool waiting for the database, in bytes', () =>
      spool.sizeInBytes(),
    );
    const backlog = () => store.rollUpBacklog();
    metrics.gauge(
      'liveqr_scan_rollup_queue_scans',
      'Stored scans not yet counted by the roll-up',
      async () => (await backlog()).scans,
    );
    metrics.gauge(
      'liveqr_scan_rollup_lag_seconds',
      'Age of the oldest scan the roll-up has not counted',
      async () => (await backlog()).oldestSeconds,
    );
  }
}
