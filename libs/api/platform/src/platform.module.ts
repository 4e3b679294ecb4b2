import { MikroORM } from '@mikro-orm/postgresql';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { GeoIp } from './client/geo-ip';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.tokens';
import { DatabaseModule, DatabaseModuleOptions } from './database/database.module';
import { HealthController } from './health/health.controller';
import { BackgroundJobs } from './jobs/background-jobs';
import { JobQueue } from './jobs/job-queue';
import { JobsController } from './jobs/jobs.controller';
import { CustomHosts } from './http/custom-hosts';
import { NoStoreInterceptor } from './http/no-store';
import { LoggingModule } from './logging/logging.module';
import { Mailer, NodemailerMailer } from './mail/mailer';
import { DatabaseMetrics } from './metrics/database-metrics';
import { InternalRoutes } from './metrics/internal-routes';
import { Metrics } from './metrics/metrics';
import { MetricsServer } from './metrics/metrics-server';
import { CodePasses } from './security/code-passes';
import { OriginGuard } from './security/origin.guard';
import { PasswordHasher } from './security/password-hasher';
import { RateLimiter } from './security/rate-limiter';
import { Broadcast } from './shared-state/broadcast';
import { PostgresBroadcast } from './shared-state/postgres-broadcast';
import { RedisBroadcast } from './shared-state/redis-broadcast';
import { PageTexts } from './web/page-texts';

export interface PlatformModuleOptions extends DatabaseModuleOptions {
  config: AppConfig;
}

/**
 * Cross-cutting infrastructure shared by every context: config, logging, database, mail, health,
 * metrics, client facts (IP location), messages between replicas, the job queue and its jobs' progress.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformModuleOptions): DynamicModule {
    const configProvider = { provide: APP_CONFIG, useValue: options.config };
    return {
      module: PlatformModule,
      global: true,
      providers: [
        configProvider,
        { provide: Mailer, useClass: NodemailerMailer },
        RateLimiter,
        PasswordHasher,
        CodePasses,
        Metrics,
        InternalRoutes,
        CustomHosts,
        MetricsServer,
        DatabaseMetrics,
        {
          provide: Broadcast,
          inject: [APP_CONFIG, MikroORM],
          // Redis when configured, the database every replica shares anyway when not (and while Redis is away).
          useFactory: (config: AppConfig, orm: MikroORM) => {
            const database = new PostgresBroadcast(config.database.url as string, orm);
            return config.redisUrl ? new RedisBroadcast(config.redisUrl, database) : database;
          },
        },
        // One copy of the IP database in memory (130 MB), for scans and sign-ins alike.
        GeoIp,
        PageTexts,
        JobQueue,
        BackgroundJobs,
        // Runs before identity's session guard: a foreign Origin is refused whatever the session.
        { provide: APP_GUARD, useClass: OriginGuard },
        { provide: APP_INTERCEPTOR, useClass: NoStoreInterceptor },
      ],
      exports: [
        configProvider,
        Mailer,
        RateLimiter,
        PasswordHasher,
        CodePasses,
        Metrics,
        InternalRoutes,
        CustomHosts,
        GeoIp,
        Broadcast,
        PageTexts,
        JobQueue,
        BackgroundJobs,
      ],
      imports: [
        { module: ConfigHolderModule, providers: [configProvider], exports: [configProvider], global: true },
        LoggingModule,
        DatabaseModule.forRoot({ migrations: options.migrations }),
      ],
      controllers: [HealthController, JobsController],
    };
  }
}

/** Lets the async factories of imported modules inject APP_CONFIG before PlatformModule resolves. */
@Module({})
class ConfigHolderModule {}
