import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NewQrCodes } from '../../new-qr-codes';
import { type QrCodeView, toQrCodeView } from '../../qr-code.view';
import { CreateQrCodeCommand } from './create-qr-code.command';

@CommandHandler(CreateQrCodeCommand)
export class CreateQrCodeHandler implements ICommandHandler<CreateQrCodeCommand, QrCodeView> {
  constructor(
    private readonly newCodes: NewQrCodes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The subscription first, then every rule of the code; nothing is stored unless all pass. */
  async execute({ ownerId, input, actor }: CreateQrCodeCommand): Promise<QrCodeView> {
    await this.newCodes.assertMayCreate(ownerId);
    const code = await this.newCodes.checked(ownerId, input);
    await this.newCodes.save(code, actor);
    return toQrCodeView(code, this.config.publicUrl);
  }
}
