import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121130000QrCatalog } from './infrastructure/migrations/migration-20261121130000-qr-catalog';
import { Migration20261121130100Uploads } from './infrastructure/migrations/migration-20261121130100-uploads';
import { Migration20261124120000BrandKits } from './infrastructure/migrations/migration-20261124120000-brand-kits';
import { Migration20261124120000SuspendedQrCodes } from './infrastructure/migrations/migration-20261124120000-suspended-qr-codes';
import { Migration20261124120100DesignModel } from './infrastructure/migrations/migration-20261124120100-design-model';
import { Migration20261124190000CodeRules } from './infrastructure/migrations/migration-20261124190000-code-rules';
import { Migration20261126100000FoldersAndTags } from './infrastructure/migrations/migration-20261126100000-folders-and-tags';
import { Migration20261128100000UndoableOrganiserDeletions } from './infrastructure/migrations/migration-20261128100000-undoable-organiser-deletions';
import { Migration20261128110000ScanMinimumSize } from './infrastructure/migrations/migration-20261128110000-scan-minimum-size';
import { Migration20261129140000CodeDomains } from './infrastructure/migrations/migration-20261129140000-code-domains';

export * from './qr-catalog.module';
/** The 16 content types in the OpenAPI document. */
export { addQrContentSchemas } from './interface/qr-content.openapi';
/** The public pages' data, for their server-side meta tags. */
export { GetPublicQrCodeQuery } from './application/queries/get-public-qr-code/get-public-qr-code.query';
export { QrCatalogErrorCode, QrCatalogException } from './domain/qr-catalog.exception';
export {
  PUBLIC_PAGE_TYPES,
  type PublicColors,
  type PublicFile,
  type PublicPageType,
  type PublicQrCodeView,
  VIEWER_TYPES,
} from './application/queries/get-public-qr-code/public-qr-code.view';
/** Published on create, edit, toggle and delete, for the scan path's cache and webhooks. */
export {
  QrCodeChangedEvent,
  QrCodeCreatedEvent,
  QrCodeDeletedEvent,
  QrCodesCreatedEvent,
} from '@liveqr/shared/contracts';
/** Makes deletes past their undo window final; tests run it with a later clock. */
export { PurgeExpiredDeletionsCommand } from './application/commands/purge-expired-deletions/purge-expired-deletions.command';
/** Test seams: the DNS answers the destination check reads, and the operator's blocklist. */
export { HostResolver } from './infrastructure/destinations/host-resolver';
export { DestinationBlocklist } from './infrastructure/destinations/destination-blocklist';

/** The statement that moved stored designs to the current model, for its integration test. */
export { REWRITE_FIRST_DESIGN_MODEL } from './infrastructure/migrations/migration-20261124120100-design-model';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const qrCatalogMigrations: MigrationObject[] = [
  { name: 'Migration20261121130000_qr_catalog', class: Migration20261121130000QrCatalog },
  { name: 'Migration20261121130100_uploads', class: Migration20261121130100Uploads },
  { name: 'Migration20261124120000_brand_kits', class: Migration20261124120000BrandKits },
  { name: 'Migration20261124120000_suspended_qr_codes', class: Migration20261124120000SuspendedQrCodes },
  { name: 'Migration20261124120100_design_model', class: Migration20261124120100DesignModel },
  { name: 'Migration20261124190000_code_rules', class: Migration20261124190000CodeRules },
  { name: 'Migration20261126100000_folders_and_tags', class: Migration20261126100000FoldersAndTags },
  {
    name: 'Migration20261128100000_undoable_organiser_deletions',
    class: Migration20261128100000UndoableOrganiserDeletions,
  },
  { name: 'Migration20261128110000_scan_minimum_size', class: Migration20261128110000ScanMinimumSize },
  { name: 'Migration20261129140000_code_domains', class: Migration20261129140000CodeDomains },
];
