import { BillingModule, billingMigrations } from '@liveqr/api/billing';
import { IdentityModule, identityMigrations } from '@liveqr/api/identity';
import type { AppConfig } from '@liveqr/api/platform';
import { PlatformModule } from '@liveqr/api/platform';
import { QrCatalogModule, qrCatalogMigrations } from '@liveqr/api/qr-catalog';
import { ScanAnalyticsModule, scanAnalyticsMigrations } from '@liveqr/api/scan-analytics';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';

/** Composition root: the platform plus every bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          config,
          migrations: [...identityMigrations, ...qrCatalogMigrations, ...scanAnalyticsMigrations, ...billingMigrations],
        }),
        CqrsModule.forRoot(),
        IdentityModule,
        QrCatalogModule,
        ScanAnalyticsModule,
        BillingModule,
      ],
    };
  }
}
