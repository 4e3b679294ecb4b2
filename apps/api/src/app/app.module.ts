import { BillingModule, billingMigrations } from '@liveqr/api/billing';
import { ContactModule, contactMigrations } from '@liveqr/api/contact';
import { IdentityModule, identityMigrations } from '@liveqr/api/identity';
import type { AppConfig } from '@liveqr/api/platform';
import { PlatformModule } from '@liveqr/api/platform';
import { QrCatalogModule, qrCatalogMigrations } from '@liveqr/api/qr-catalog';
import { ScanAnalyticsModule, scanAnalyticsMigrations } from '@liveqr/api/scan-analytics';
import { TrustModule, trustMigrations } from '@liveqr/api/trust';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { WebModule } from '../web/web.module';

/** Composition root: the platform plus every bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          config,
          migrations: [
            ...identityMigrations,
            ...qrCatalogMigrations,
            ...scanAnalyticsMigrations,
            ...billingMigrations,
            ...contactMigrations,
            ...trustMigrations,
          ],
        }),
        CqrsModule.forRoot(),
        IdentityModule,
        QrCatalogModule,
        ScanAnalyticsModule,
        BillingModule,
        ContactModule,
        TrustModule,
        WebModule,
      ],
    };
  }
}
