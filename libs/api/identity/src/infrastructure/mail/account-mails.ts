import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, Mailer } from '@liveqr/api/platform';
import type { Language } from '@liveqr/shared/contracts';
import { ACCOUNT_MAIL_TEXTS, type AccountMail, type MailLinks, type MailText } from './account-mail-templates';

export interface MailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

/**
 * Sends identity's mails in the recipient's language, off the request path: the answer never
 * waits for (or tells anything through the time of) a mail server. Failures are logged.
 */
@Injectable()
export class AccountMails {
  private readonly logger = new Logger('AccountMails');
  private readonly links: MailLinks;

  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.links = {
      login: `${config.publicUrl}/login`,
      forgotPassword: `${config.publicUrl}/forgot-password`,
      supportEmail: config.mail.supportEmail,
    };
  }

  /** A link to a web page carrying a one-time token, e.g. `/verify-email`. */
  tokenLink(path: '/verify-email' | '/reset-password', token: string): string {
    const query = path === '/reset-password' ? `type=recovery&token=${token}` : `token=${token}`;
    return `${this.config.publicUrl}${path}?${query}`;
  }

  send(recipient: MailRecipient, mail: AccountMail): void {
    const texts = ACCOUNT_MAIL_TEXTS[recipient.language];
    // Each kind's template takes that kind's mail: TypeScript cannot follow the pairing through the index.
    const render = texts.templates[mail.kind] as (mail: AccountMail, links: MailLinks) => MailText;
    const { subject, body } = render(mail, this.links);
    const revoked = 'revoked' in mail && mail.revoked ? texts.revokedAccess(mail.revoked) : [];
    const text = [texts.greeting(recipient.firstName), ...body, ...revoked, texts.signature].join('\n\n');
    this.mailer
      .send({ to: recipient.email, subject, text })
      .catch((error: unknown) =>
        this.logger.error(`Mail "${mail.kind}" to ${recipient.email} failed: ${String(error)}`),
      );
  }
}
