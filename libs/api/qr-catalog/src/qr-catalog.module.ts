import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ChangeQrCodesHandler } from './application/commands/change-qr-codes/change-qr-codes.handler';
import { CreateFolderHandler } from './application/commands/create-folder/create-folder.handler';
import { CreateTagHandler } from './application/commands/create-tag/create-tag.handler';
import { DeleteFolderHandler } from './application/commands/delete-folder/delete-folder.handler';
import { DeleteQrCodesHandler } from './application/commands/delete-qr-codes/delete-qr-codes.handler';
import { DeleteTagHandler } from './application/commands/delete-tag/delete-tag.handler';
import { PurgeExpiredDeletionsHandler } from './application/commands/purge-expired-deletions/purge-expired-deletions.handler';
import { RestoreFolderHandler } from './application/commands/restore-folder/restore-folder.handler';
import { RestoreQrCodesHandler } from './application/commands/restore-qr-codes/restore-qr-codes.handler';
import { RestoreTagHandler } from './application/commands/restore-tag/restore-tag.handler';
import { UpdateFolderHandler } from './application/commands/update-folder/update-folder.handler';
import { UpdateTagHandler } from './application/commands/update-tag/update-tag.handler';
import { DeleteFoldersAndTagsWhenWorkspaceDeletedHandler } from './application/events/delete-folders-and-tags-when-workspace-deleted.handler';
import { OwnedReferences } from './application/owned-references';
import { ListFoldersHandler } from './application/queries/list-folders/list-folders.handler';
import { ListTagsHandler } from './application/queries/list-tags/list-tags.handler';
import { RenderQrCodeImagesHandler } from './application/queries/render-qr-code-images/render-qr-code-images.handler';
import { Folder } from './domain/folder.entity';
import { Tag } from './domain/tag.entity';
import { ExpiredDeletionsPurgeSchedule } from './infrastructure/expired-deletions-purge-schedule';
import { FoldersRepository } from './infrastructure/folders.repository';
import { TagsRepository } from './infrastructure/tags.repository';
import { FoldersController } from './interface/folders.controller';
import { TagsController } from './interface/tags.controller';
import { ApplyBrandKitHandler } from './application/commands/apply-brand-kit/apply-brand-kit.handler';
import { CreateBrandKitHandler } from './application/commands/create-brand-kit/create-brand-kit.handler';
import { DeleteBrandKitHandler } from './application/commands/delete-brand-kit/delete-brand-kit.handler';
import { UpdateBrandKitHandler } from './application/commands/update-brand-kit/update-brand-kit.handler';
import { DeleteBrandKitsWhenWorkspaceDeletedHandler } from './application/events/delete-brand-kits-when-workspace-deleted.handler';
import { CheckDesignHandler } from './application/queries/check-design/check-design.handler';
import { GetBrandKitHandler } from './application/queries/get-brand-kit/get-brand-kit.handler';
import { ListBrandKitsHandler } from './application/queries/list-brand-kits/list-brand-kits.handler';
import { ScanGuarantee } from './application/scan-guarantee';
import { BrandKit } from './domain/brand-kit.entity';
import { BrandKitsRepository } from './infrastructure/brand-kits.repository';
import { BrandKitsController } from './interface/brand-kits.controller';
import { AddLinkHandler } from './application/commands/add-link/add-link.handler';
import { CountLimitedScanHandler } from './application/commands/count-limited-scan/count-limited-scan.handler';
import { RecordScanCountsHandler } from './application/commands/record-scan-counts/record-scan-counts.handler';
import { CreateQrCodeHandler } from './application/commands/create-qr-code/create-qr-code.handler';
import { DeleteQrCodeHandler } from './application/commands/delete-qr-code/delete-qr-code.handler';
import { SuspendQrCodeHandler } from './application/commands/suspend-qr-code/suspend-qr-code.handler';
import { ToggleQrCodeHandler } from './application/commands/toggle-qr-code/toggle-qr-code.handler';
import { UpdateQrCodeHandler } from './application/commands/update-qr-code/update-qr-code.handler';
import { UploadFileHandler } from './application/commands/upload-file/upload-file.handler';
import { DeleteQrCodesWhenWorkspaceDeletedHandler } from './application/events/delete-qr-codes-when-workspace-deleted.handler';
import { DeleteUploadsWhenWorkspaceDeletedHandler } from './application/events/delete-uploads-when-workspace-deleted.handler';
import {
  GetOwnedFolderHandler,
  GetOwnedQrCodeHandler,
  ListOwnedQrCodesHandler,
  ListScopedQrCodeIdsHandler,
} from './application/queries/analysed-qr-codes/analysed-qr-codes.handlers';
import { CheckDestinationHandler } from './application/queries/check-destination/check-destination.handler';
import { CountDomainCodesHandler } from './application/queries/count-domain-codes/count-domain-codes.handler';
import {
  DescribeQrCodeBySlugHandler,
  DescribeQrCodesHandler,
  ReviewedQrCodes,
} from './application/queries/describe-qr-codes/describe-qr-codes.handler';
import { GetPublicQrCodeHandler } from './application/queries/get-public-qr-code/get-public-qr-code.handler';
import { GetQrCodeHandler } from './application/queries/get-qr-code/get-qr-code.handler';
import { GetUploadHandler } from './application/queries/get-upload/get-upload.handler';
import { GetUploadUsageHandler } from './application/queries/get-upload-usage/get-upload-usage.handler';
import { ListQrCodesHandler } from './application/queries/list-qr-codes/list-qr-codes.handler';
import { RenderQrCodeImageHandler } from './application/queries/render-qr-code-image/render-qr-code-image.handler';
import { RenderStaticQrCodeHandler } from './application/queries/render-static-qr-code/render-static-qr-code.handler';
import { ResolveScanTargetHandler } from './application/queries/resolve-scan-target/resolve-scan-target.handler';
import { CodeRulesPolicy } from './application/code-rules-policy';
import { DestinationGuard } from './application/destination-guard';
import { SubscriptionGate } from './application/subscription-gate';
import { QrCode } from './domain/qr-code.entity';
import { Upload } from './domain/upload.entity';
import { DestinationBlocklist } from './infrastructure/destinations/destination-blocklist';
import { HostResolver, SystemHostResolver } from './infrastructure/destinations/host-resolver';
import { QrCodesRepository } from './infrastructure/qr-codes.repository';
import { S3UploadStorage } from './infrastructure/s3-upload-storage';
import { LocalUploadStorage, UploadStorage } from './infrastructure/upload-storage';
import { OctetStreamBody } from './interface/octet-stream-body';
import { StaticQrCodesController } from './interface/static-qr-codes.controller';
import { PublicQrCodesController } from './interface/public-qr-codes.controller';
import { QrCodesController } from './interface/qr-codes.controller';
import { UploadsController } from './interface/uploads.controller';
import { NewQrCodes } from './application/new-qr-codes';
import { QrCodeExports } from './application/qr-code-exports';
import { QrCodeImports } from './application/qr-code-imports';
import { QrCodeImportsController } from './interface/qr-code-imports.controller';
import { QrCodePrintSheets } from './application/qr-code-print-sheets';
import { PrintSheetsController } from './interface/print-sheets.controller';
import { GetQrCatalogAccountDataHandler } from './application/queries/get-account-data/get-qr-catalog-account-data.handler';

/** The qr-catalog bounded context: QR codes, their content, designs and brand kits, folders, tags and bulk actions, images, uploaded files and the public pages' data. */
@Module({
  imports: [MikroOrmModule.forFeature([QrCode, Upload, BrandKit, Folder, Tag])],
  controllers: [
    QrCodesController,
    QrCodeImportsController,
    PrintSheetsController,
    FoldersController,
    TagsController,
    BrandKitsController,
    UploadsController,
    PublicQrCodesController,
    StaticQrCodesController,
  ],
  providers: [
    QrCodesRepository,
    BrandKitsRepository,
    ScanGuarantee,
    {
      // The one place the storage is chosen: a bucket when S3 is configured, the local directory otherwise.
      provide: UploadStorage,
      inject: [APP_CONFIG],
      useFactory: ({ storage }: AppConfig): UploadStorage =>
        storage.s3 ? new S3UploadStorage(storage.s3) : new LocalUploadStorage(storage.dir),
    },
    OctetStreamBody,
    SubscriptionGate,
    DestinationBlocklist,
    { provide: HostResolver, useClass: SystemHostResolver },
    DestinationGuard,
    CodeRulesPolicy,
    NewQrCodes,
    QrCodeImports,
    QrCodeExports,
    QrCodePrintSheets,
    CreateQrCodeHandler,
    UpdateQrCodeHandler,
    ToggleQrCodeHandler,
    DeleteQrCodeHandler,
    ListQrCodesHandler,
    GetQrCodeHandler,
    GetPublicQrCodeHandler,
    AddLinkHandler,
    RenderQrCodeImageHandler,
    RenderStaticQrCodeHandler,
    ResolveScanTargetHandler,
    CountLimitedScanHandler,
    RecordScanCountsHandler,
    SuspendQrCodeHandler,
    ReviewedQrCodes,
    DescribeQrCodesHandler,
    DescribeQrCodeBySlugHandler,
    CheckDestinationHandler,
    CountDomainCodesHandler,
    GetOwnedFolderHandler,
    GetOwnedQrCodeHandler,
    ListOwnedQrCodesHandler,
    ListScopedQrCodeIdsHandler,
    UploadFileHandler,
    GetQrCatalogAccountDataHandler,
    GetUploadHandler,
    GetUploadUsageHandler,
    DeleteQrCodesWhenWorkspaceDeletedHandler,
    DeleteUploadsWhenWorkspaceDeletedHandler,
    CreateBrandKitHandler,
    UpdateBrandKitHandler,
    DeleteBrandKitHandler,
    ApplyBrandKitHandler,
    ListBrandKitsHandler,
    GetBrandKitHandler,
    CheckDesignHandler,
    DeleteBrandKitsWhenWorkspaceDeletedHandler,
    FoldersRepository,
    TagsRepository,
    OwnedReferences,
    CreateFolderHandler,
    UpdateFolderHandler,
    DeleteFolderHandler,
    RestoreFolderHandler,
    ListFoldersHandler,
    CreateTagHandler,
    UpdateTagHandler,
    DeleteTagHandler,
    RestoreTagHandler,
    ListTagsHandler,
    ChangeQrCodesHandler,
    DeleteQrCodesHandler,
    RestoreQrCodesHandler,
    PurgeExpiredDeletionsHandler,
    ExpiredDeletionsPurgeSchedule,
    RenderQrCodeImagesHandler,
    DeleteFoldersAndTagsWhenWorkspaceDeletedHandler,
  ],
})
export class QrCatalogModule {}
