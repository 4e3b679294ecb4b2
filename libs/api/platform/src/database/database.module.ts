import { Migrator } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';

export interface DatabaseModuleOptions {
  /** Every context's migrations; run in name (timestamp) order. */
  migrations: MigrationObject[];
}

/**
 * MikroORM on PostgreSQL. Contexts register their own entities with
 * `MikroOrmModule.forFeature`; the URL is read from the config after the embedded
 * database (if any) has started.
 */
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions): DynamicModule {
    const migrationsList = [...options.migrations].sort((a, b) => a.name.localeCompare(b.name));
    const logger = new Logger('Database');
    return {
      module: DatabaseModule,
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          driver: PostgreSqlDriver,
          useFactory: (config: AppConfig) => {
            if (!config.database.url) throw new Error('The database URL is not known yet: start the database first');
            return {
              driver: PostgreSqlDriver,
              clientUrl: config.database.url,
              autoLoadEntities: true,
              discovery: { warnWhenNoEntities: false },
              extensions: [Migrator],
              migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
              pool: { min: 0, max: 20 },
              forceUtcTimezone: true,
              logger: (message: string) => logger.debug(message),
              // The request context middleware covers every route (not only /api): the scan redirect needs it too.
              registerRequestContext: true,
            };
          },
        }),
      ],
    };
  }
}
