import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SendContactMessageHandler } from './application/commands/send-contact-message/send-contact-message.handler';
import { ContactMessageSchema } from './domain/contact-message.entity';
import { ContactController } from './interface/contact.controller';

/** The contact bounded context: the public contact form, stored and forwarded to support. */
@Module({
  imports: [MikroOrmModule.forFeature([ContactMessageSchema])],
  controllers: [ContactController],
  providers: [SendContactMessageHandler],
})
export class ContactModule {}
