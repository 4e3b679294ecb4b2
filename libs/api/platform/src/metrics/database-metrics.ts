import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { Metrics } from './metrics';

/** How busy the PostgreSQL pool is: a pool that stays full is the first sign of a slow database. */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const pool = () => this.orm.em.getConnection().getNativeClient() as Promise<Pool>;
    this.metrics.gauge(
      'liveqr_db_pool_connections',
      'Open PostgreSQL connections in the pool',
      async () => (await pool()).totalCount,
    );
    this.metrics.gauge(
      'liveqr_db_pool_idle_connections',
      'Idle PostgreSQL connections in the pool',
      async () => (await pool()).idleCount,
    );
    this.metrics.gauge(
      'liveqr_db_pool_waiting_requests',
      'Queries waiting for a pooled connection',
      async () => (await pool()).waitingCount,
    );
  }
}
