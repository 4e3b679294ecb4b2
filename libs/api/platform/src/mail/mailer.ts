import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends LiveQR's e-mails. Contexts depend on this seam, tests swap the transport, not the logic. */
export abstract class Mailer {
  abstract send(message: MailMessage): Promise<void>;
}

/**
 * nodemailer to `SMTP_URL`; without it, each mail is written as an .eml file to
 * `{DATA_DIR}/mail/` and its path logged, so a local run shows every mail it would send.
 */
@Injectable()
export class NodemailerMailer extends Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;
  private readonly outboxDir?: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
    if (config.mail.smtpUrl) {
      this.transport = createTransport(config.mail.smtpUrl);
    } else {
      this.outboxDir = config.mail.outboxDir;
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mail.from, ...message });
    if (!this.outboxDir) return;
    mkdirSync(this.outboxDir, { recursive: true });
    const file = join(
      this.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
    );
    writeFileSync(file, info.message as Buffer);
    this.logger.log(`SMTP_URL is not set: mail "${message.subject}" to ${message.to} written to ${file}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
