import { APP_CONFIG, type AppConfig, Mailer, type MailMessage } from '@liveqr/api/platform';
import {
  GetWorkspaceMailRecipientQuery,
  type Language,
  type MailRecipientView,
  type QrCodeForReview,
  type ReportReason,
} from '@liveqr/shared/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';

/** What a code's owner is told: it was disabled (and why), or the appeal's outcome. */
export type OwnerNotice = { kind: 'disabled'; reasons: readonly ReportReason[] } | { kind: 'reinstated' | 'upheld' };

interface NoticeTexts {
  subject: Record<OwnerNotice['kind'], (name: string) => string>;
  greeting(firstName: string): string;
  code(name: string, shortUrl: string): string;
  disabled: string;
  reasons: string;
  reason: Record<ReportReason, string>;
  meaning: string;
  appeal(url: string): string;
  reinstated: string;
  upheld: string;
  signature: string;
}

/** The notices in each language LiveQR speaks; the compiler keeps them complete. */
const TEXTS: Record<Language, NoticeTexts> = {
  en: {
    subject: {
      disabled: (name) => `Your QR code “${name}” was disabled`,
      reinstated: (name) => `Your QR code “${name}” works again`,
      upheld: (name) => `Your appeal for the QR code “${name}” was declined`,
    },
    greeting: (name) => `Hello ${name},`,
    code: (name, url) => `QR code: ${name} (${url})`,
    disabled: 'LiveQR disabled this QR code after people reported it as harmful and we reviewed the reports.',
    reasons: 'What it was reported for:',
    reason: {
      phishing: 'asking for passwords or payment details (phishing)',
      malware: 'downloading something harmful',
      scam: 'a scam or a fake offer',
      spam: 'spam',
      inappropriate: 'inappropriate content',
      other: 'something else',
    },
    meaning:
      'What this means: every scan of the code and its page now answer that it was disabled (HTTP 410), and you cannot switch it back on yourself.',
    appeal: (url) =>
      `If you think this is a mistake, appeal: open your QR codes at ${url}, choose “Appeal” on this code and tell us why. We will look at it again and write to you.`,
    reinstated: 'We reviewed the code again and switched it back on: it works as before.',
    upheld: 'We reviewed your appeal and the code stays disabled.',
    signature: 'The LiveQR team',
  },
  de: {
    subject: {
      disabled: (name) => `Ihr QR-Code „${name}“ wurde deaktiviert`,
      reinstated: (name) => `Ihr QR-Code „${name}“ funktioniert wieder`,
      upheld: (name) => `Ihr Einspruch zum QR-Code „${name}“ wurde abgelehnt`,
    },
    greeting: (name) => `Hallo ${name},`,
    code: (name, url) => `QR-Code: ${name} (${url})`,
    disabled:
      'LiveQR hat diesen QR-Code deaktiviert, nachdem er als schädlich gemeldet wurde und wir die Meldungen geprüft haben.',
    reasons: 'Wofür er gemeldet wurde:',
    reason: {
      phishing: 'Abfrage von Passwörtern oder Zahlungsdaten (Phishing)',
      malware: 'Herunterladen von Schadsoftware',
      scam: 'Betrug oder ein falsches Angebot',
      spam: 'Spam',
      inappropriate: 'unangemessene Inhalte',
      other: 'etwas anderes',
    },
    meaning:
      'Was das bedeutet: Jeder Scan des Codes und seine Seite antworten jetzt, dass er deaktiviert wurde (HTTP 410), und Sie können ihn nicht selbst wieder einschalten.',
    appeal: (url) =>
      `Wenn Sie das für einen Irrtum halten, legen Sie Einspruch ein: Öffnen Sie Ihre QR-Codes unter ${url}, wählen Sie bei diesem Code „Einspruch“ und schreiben Sie uns, warum. Wir prüfen ihn erneut und antworten Ihnen.`,
    reinstated: 'Wir haben den Code erneut geprüft und wieder eingeschaltet: Er funktioniert wie zuvor.',
    upheld: 'Wir haben Ihren Einspruch geprüft; der Code bleibt deaktiviert.',
    signature: 'Ihr LiveQR-Team',
  },
  es: {
    subject: {
      disabled: (name) => `Su código QR «${name}» fue desactivado`,
      reinstated: (name) => `Su código QR «${name}» vuelve a funcionar`,
      upheld: (name) => `Su apelación sobre el código QR «${name}» fue rechazada`,
    },
    greeting: (name) => `Hola ${name}:`,
    code: (name, url) => `Código QR: ${name} (${url})`,
    disabled:
      'LiveQR desactivó este código QR después de que varias personas lo denunciaran como dañino y revisáramos las denuncias.',
    reasons: 'Motivos de las denuncias:',
    reason: {
      phishing: 'pide contraseñas o datos de pago (phishing)',
      malware: 'descarga algo dañino',
      scam: 'una estafa o una oferta falsa',
      spam: 'spam',
      inappropriate: 'contenido inapropiado',
      other: 'otro motivo',
    },
    meaning:
      'Qué significa: cada escaneo del código y su página responden ahora que fue desactivado (HTTP 410), y usted no puede volver a activarlo.',
    appeal: (url) =>
      `Si cree que es un error, apele: abra sus códigos QR en ${url}, elija «Apelar» en este código y díganos por qué. Lo revisaremos de nuevo y le escribiremos.`,
    reinstated: 'Revisamos el código de nuevo y lo volvimos a activar: funciona como antes.',
    upheld: 'Revisamos su apelación y el código sigue desactivado.',
    signature: 'El equipo de LiveQR',
  },
  fr: {
    subject: {
      disabled: (name) => `Votre code QR « ${name} » a été désactivé`,
      reinstated: (name) => `Votre code QR « ${name} » fonctionne à nouveau`,
      upheld: (name) => `Votre recours pour le code QR « ${name} » a été rejeté`,
    },
    greeting: (name) => `Bonjour ${name},`,
    code: (name, url) => `Code QR : ${name} (${url})`,
    disabled:
      'LiveQR a désactivé ce code QR après que des personnes l’ont signalé comme dangereux et que nous avons examiné les signalements.',
    reasons: 'Motifs des signalements :',
    reason: {
      phishing: 'demande de mots de passe ou de données de paiement (hameçonnage)',
      malware: 'téléchargement de quelque chose de dangereux',
      scam: 'une arnaque ou une fausse offre',
      spam: 'spam',
      inappropriate: 'contenu inapproprié',
      other: 'autre chose',
    },
    meaning:
      'Ce que cela signifie : chaque scan du code et sa page répondent désormais qu’il a été désactivé (HTTP 410), et vous ne pouvez pas le réactiver vous-même.',
    appeal: (url) =>
      `Si vous pensez qu’il s’agit d’une erreur, faites un recours : ouvrez vos codes QR sur ${url}, choisissez « Recours » sur ce code et dites-nous pourquoi. Nous l’examinerons à nouveau et vous répondrons.`,
    reinstated: 'Nous avons examiné le code à nouveau et l’avons réactivé : il fonctionne comme avant.',
    upheld: 'Nous avons examiné votre recours ; le code reste désactivé.',
    signature: 'L’équipe LiveQR',
  },
};

/** The notice as plain text in the owner's language. */
export function ownerNoticeMail(
  recipient: MailRecipientView,
  code: Pick<QrCodeForReview, 'name' | 'shortLink'>,
  notice: OwnerNotice,
  publicUrl: string,
): MailMessage {
  const texts = TEXTS[recipient.language];
  const body =
    notice.kind === 'disabled'
      ? [
          texts.disabled,
          ...(notice.reasons.length === 0
            ? []
            : [[texts.reasons, ...notice.reasons.map((reason) => `- ${texts.reason[reason]}`)].join('\n')]),
          texts.meaning,
          texts.appeal(`${publicUrl}/dashboard`),
        ]
      : [texts[notice.kind]];
  return {
    to: recipient.email,
    subject: texts.subject[notice.kind](code.name),
    text: [texts.greeting(recipient.firstName), texts.code(code.name, code.shortLink), ...body, texts.signature].join(
      '\n\n',
    ),
  };
}

/** Tells a code's owner, in their language, what operators decided about it. */
@Injectable()
export class OwnerMails {
  private readonly logger = new Logger('OwnerMails');

  constructor(
    private readonly queries: QueryBus,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The decision is already stored: a mail that cannot be sent is logged, not a failed review. */
  async tell(code: QrCodeForReview, notice: OwnerNotice): Promise<void> {
    try {
      const recipient = await this.queries.execute<GetWorkspaceMailRecipientQuery, MailRecipientView | null>(
        new GetWorkspaceMailRecipientQuery(code.ownerId),
      );
      if (recipient) await this.mailer.send(ownerNoticeMail(recipient, code, notice, this.config.publicUrl));
    } catch (error) {
      this.logger.error(`The ${notice.kind} notice for ${code.id} was not sent: ${String(error)}`);
    }
  }
}
