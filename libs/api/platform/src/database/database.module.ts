import type { MigrationObject } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { DynamicModule, Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { ormOptions } from './orm-options';

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
              ...ormOptions(
                config.database.url,
                options.migrations,
                (message) => logger.debug(message),
                config.database.statementTimeoutMs,
              ),
              autoLoadEntities: true,
              // The request context middleware covers every route (not only /api): the scan redirect needs it too.
              registerRequestContext: true,
            };
          },
        }),
      ],
    };
  }
}
