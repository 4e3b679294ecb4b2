import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from './config/app-config';
import { APP_CONFIG } from './config/config.tokens';
import { DatabaseModule, DatabaseModuleOptions } from './database/database.module';
import { HealthController } from './health/health.controller';
import { LoggingModule } from './logging/logging.module';
import { Mailer, NodemailerMailer } from './mail/mailer';
import { OriginGuard } from './security/origin.guard';
import { RateLimiter } from './security/rate-limiter';
import { PageTexts } from './web/page-texts';

export interface PlatformModuleOptions extends DatabaseModuleOptions {
  config: AppConfig;
}

/** Cross-cutting infrastructure shared by every context: config, logging, database, mail, health. */
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
        PageTexts,
        // Runs before identity's session guard: a foreign Origin is refused whatever the session.
        { provide: APP_GUARD, useClass: OriginGuard },
      ],
      exports: [configProvider, Mailer, RateLimiter, PageTexts],
      imports: [
        { module: ConfigHolderModule, providers: [configProvider], exports: [configProvider], global: true },
        LoggingModule,
        DatabaseModule.forRoot({ migrations: options.migrations }),
      ],
      controllers: [HealthController],
    };
  }
}

/** Lets the async factories of imported modules inject APP_CONFIG before PlatformModule resolves. */
@Module({})
class ConfigHolderModule {}
