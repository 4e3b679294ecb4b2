import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CreateQrCodeHandler } from './application/commands/create-qr-code/create-qr-code.handler';
import { DeleteQrCodeHandler } from './application/commands/delete-qr-code/delete-qr-code.handler';
import { ToggleQrCodeHandler } from './application/commands/toggle-qr-code/toggle-qr-code.handler';
import { UpdateQrCodeHandler } from './application/commands/update-qr-code/update-qr-code.handler';
import { UploadFileHandler } from './application/commands/upload-file/upload-file.handler';
import { DeleteQrCodesWhenUserDeletedHandler } from './application/events/delete-qr-codes-when-user-deleted.handler';
import { DeleteUploadsWhenUserDeletedHandler } from './application/events/delete-uploads-when-user-deleted.handler';
import { GetQrCodeHandler } from './application/queries/get-qr-code/get-qr-code.handler';
import { GetUploadHandler } from './application/queries/get-upload/get-upload.handler';
import { ListQrCodesHandler } from './application/queries/list-qr-codes/list-qr-codes.handler';
import { RenderQrCodeImageHandler } from './application/queries/render-qr-code-image/render-qr-code-image.handler';
import { SubscriptionGate } from './application/subscription-gate';
import { QrCode } from './domain/qr-code.entity';
import { Upload } from './domain/upload.entity';
import { QrCodesRepository } from './infrastructure/qr-codes.repository';
import { LocalUploadStorage, UploadStorage } from './infrastructure/upload-storage';
import { OctetStreamBody } from './interface/octet-stream-body';
import { QrCodesController } from './interface/qr-codes.controller';
import { UploadsController } from './interface/uploads.controller';

/** The qr-catalog bounded context: QR codes, their content, customisation, images and uploaded files. */
@Module({
  imports: [MikroOrmModule.forFeature([QrCode, Upload])],
  controllers: [QrCodesController, UploadsController],
  providers: [
    QrCodesRepository,
    { provide: UploadStorage, useClass: LocalUploadStorage },
    OctetStreamBody,
    SubscriptionGate,
    CreateQrCodeHandler,
    UpdateQrCodeHandler,
    ToggleQrCodeHandler,
    DeleteQrCodeHandler,
    ListQrCodesHandler,
    GetQrCodeHandler,
    RenderQrCodeImageHandler,
    UploadFileHandler,
    GetUploadHandler,
    DeleteQrCodesWhenUserDeletedHandler,
    DeleteUploadsWhenUserDeletedHandler,
  ],
})
export class QrCatalogModule {}
