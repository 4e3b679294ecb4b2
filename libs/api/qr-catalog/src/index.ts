import type { MigrationObject } from '@mikro-orm/core';

export * from './qr-catalog.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const qrCatalogMigrations: MigrationObject[] = [];
