import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig, Mailer } from '@liveqr/api/platform';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ContactMessage } from '../../../domain/contact-message.entity';
import { SendContactMessageCommand } from './send-contact-message.command';

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand> {
  private readonly logger = new Logger('Contact');

  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: SendContactMessageCommand): Promise<void> {
    const message = new ContactMessage(command.name, command.email, command.message);
    // Stored first: support can still read it if the mail server is down.
    await this.em.fork().persist(message).flush();
    try {
      await this.mailer.send(contactMail(message, this.config.mail.supportEmail));
    } catch (error) {
      this.logger.error(`Contact message ${message.id} stored but not mailed: ${String(error)}`);
    }
  }
}

/** Plain text only: nothing the visitor typed is ever interpreted as HTML. */
export function contactMail(message: ContactMessage, supportEmail: string) {
  return {
    to: supportEmail,
    replyTo: message.email,
    subject: `Contact form: ${message.name}`,
    text: `From: ${message.name} <${message.email}>\nReceived: ${message.createdAt.toISOString()}\nReference: ${message.id}\n\n${message.message}\n`,
  };
}
