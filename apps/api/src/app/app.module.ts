import { BillingModule } from '@liveqr/api/billing';
import { ContactModule } from '@liveqr/api/contact';
import { DomainsModule } from '@liveqr/api/domains';
import { IdentityModule } from '@liveqr/api/identity';
import type { AppConfig } from '@liveqr/api/platform';
import { PlatformModule } from '@liveqr/api/platform';
import { QrCatalogModule } from '@liveqr/api/qr-catalog';
import { ScanAnalyticsModule } from '@liveqr/api/scan-analytics';
import { TrustModule } from '@liveqr/api/trust';
import { WebhooksModule } from '@liveqr/api/webhooks';
import { WorkspacesModule } from '@liveqr/api/workspaces';
import { PublicPagesModule } from '@liveqr/public-pages/server';
import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { McpModule } from './mcp/mcp.module';
import { SCHEMA_MIGRATIONS } from './schema-migrations';

/** Composition root: the platform plus every bounded context. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          config,
          migrations: SCHEMA_MIGRATIONS,
        }),
        CqrsModule.forRoot(),
        IdentityModule,
        QrCatalogModule,
        ScanAnalyticsModule,
        BillingModule,
        ContactModule,
        TrustModule,
        WebhooksModule,
        WorkspacesModule,
        DomainsModule,
        PublicPagesModule,
        McpModule,
      ],
    };
  }
}
