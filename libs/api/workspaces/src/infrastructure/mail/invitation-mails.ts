import { APP_CONFIG, type AppConfig, Mailer, type MailMessage } from '@liveqr/api/platform';
import type { AssignableWorkspaceRole, Language, MailRecipientView } from '@liveqr/shared/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVITATION_TTL_MS } from '../../domain/invitation';

/** What the mail says about the invitation. */
export interface InvitationMail {
  email: string;
  role: AssignableWorkspaceRole;
  workspaceName: string;
  /** Whoever invited, as their mails address them. */
  inviter: MailRecipientView;
  token: string;
}

interface InvitationTexts {
  subject(inviter: string, workspace: string): string;
  greeting: string;
  invited(inviter: string, inviterEmail: string, workspace: string, role: string): string;
  role: Record<AssignableWorkspaceRole, string>;
  roleMeans: Record<AssignableWorkspaceRole, string>;
  accept(link: string): string;
  account(email: string, days: number): string;
  unexpected: string;
  signature: string;
}

/** The invitation in each language LiveQR speaks; the compiler keeps them complete. */
const TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: (inviter, workspace) => `${inviter} invited you to “${workspace}” on LiveQR`,
    greeting: 'Hello,',
    invited: (inviter, email, workspace, role) =>
      `${inviter} (${email}) invited you to join the workspace “${workspace}” on LiveQR as ${role}.`,
    role: { viewer: 'a viewer', editor: 'an editor', admin: 'an admin' },
    roleMeans: {
      viewer: 'Viewers see the workspace’s QR codes and their statistics.',
      editor: 'Editors also create and change QR codes, folders and tags.',
      admin: 'Admins also manage the members, invitations, API keys and webhooks.',
    },
    accept: (link) => `Accept the invitation: ${link}`,
    account: (email, days) =>
      `To join, sign in or create an account with this address, ${email}. The link works once, for ${days} days.`,
    unexpected: 'If you did not expect this invitation, ignore this mail: nothing happens without you.',
    signature: 'The LiveQR team',
  },
  de: {
    subject: (inviter, workspace) => `${inviter} hat Sie zu „${workspace}“ bei LiveQR eingeladen`,
    greeting: 'Hallo,',
    invited: (inviter, email, workspace, role) =>
      `${inviter} (${email}) hat Sie eingeladen, dem Arbeitsbereich „${workspace}“ bei LiveQR als ${role} beizutreten.`,
    role: { viewer: 'Betrachter', editor: 'Bearbeiter', admin: 'Admin' },
    roleMeans: {
      viewer: 'Betrachter sehen die QR-Codes des Arbeitsbereichs und ihre Statistiken.',
      editor: 'Bearbeiter erstellen und ändern außerdem QR-Codes, Ordner und Tags.',
      admin: 'Admins verwalten außerdem die Mitglieder, Einladungen, API-Schlüssel und Webhooks.',
    },
    accept: (link) => `Einladung annehmen: ${link}`,
    account: (email, days) =>
      `Melden Sie sich dazu mit dieser Adresse an, ${email}, oder legen Sie damit ein Konto an. Der Link funktioniert einmal und ${days} Tage lang.`,
    unexpected:
      'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail: Ohne Sie geschieht nichts.',
    signature: 'Ihr LiveQR-Team',
  },
  es: {
    subject: (inviter, workspace) => `${inviter} le invitó a «${workspace}» en LiveQR`,
    greeting: 'Hola:',
    invited: (inviter, email, workspace, role) =>
      `${inviter} (${email}) le invitó a unirse al espacio de trabajo «${workspace}» en LiveQR como ${role}.`,
    role: { viewer: 'lector', editor: 'editor', admin: 'administrador' },
    roleMeans: {
      viewer: 'Los lectores ven los códigos QR del espacio de trabajo y sus estadísticas.',
      editor: 'Los editores además crean y modifican códigos QR, carpetas y etiquetas.',
      admin: 'Los administradores además gestionan los miembros, las invitaciones, las claves de API y los webhooks.',
    },
    accept: (link) => `Aceptar la invitación: ${link}`,
    account: (email, days) =>
      `Para unirse, inicie sesión o cree una cuenta con esta dirección, ${email}. El enlace funciona una vez, durante ${days} días.`,
    unexpected: 'Si no esperaba esta invitación, ignore este correo: no pasará nada sin usted.',
    signature: 'El equipo de LiveQR',
  },
  fr: {
    subject: (inviter, workspace) => `${inviter} vous invite à rejoindre « ${workspace} » sur LiveQR`,
    greeting: 'Bonjour,',
    invited: (inviter, email, workspace, role) =>
      `${inviter} (${email}) vous invite à rejoindre l’espace de travail « ${workspace} » sur LiveQR en tant que ${role}.`,
    role: { viewer: 'lecteur', editor: 'éditeur', admin: 'administrateur' },
    roleMeans: {
      viewer: 'Les lecteurs voient les codes QR de l’espace de travail et leurs statistiques.',
      editor: 'Les éditeurs créent et modifient aussi les codes QR, les dossiers et les étiquettes.',
      admin: 'Les administrateurs gèrent aussi les membres, les invitations, les clés d’API et les webhooks.',
    },
    accept: (link) => `Accepter l’invitation : ${link}`,
    account: (email, days) =>
      `Pour la rejoindre, connectez-vous ou créez un compte avec cette adresse, ${email}. Le lien fonctionne une fois, pendant ${days} jours.`,
    unexpected: 'Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne se passe sans vous.',
    signature: 'L’équipe LiveQR',
  },
};

/** The invitation as plain text in the inviter's language, with its one-time link. */
export function invitationMail(mail: InvitationMail, publicUrl: string): MailMessage {
  const texts = TEXTS[mail.inviter.language];
  const link = `${publicUrl}/invitations/accept?token=${mail.token}`;
  return {
    to: mail.email,
    subject: texts.subject(mail.inviter.firstName, mail.workspaceName),
    text: [
      texts.greeting,
      texts.invited(mail.inviter.firstName, mail.inviter.email, mail.workspaceName, texts.role[mail.role]),
      texts.roleMeans[mail.role],
      texts.accept(link),
      texts.account(mail.email, Math.round(INVITATION_TTL_MS / (24 * 60 * 60 * 1000))),
      texts.unexpected,
      texts.signature,
    ].join('\n\n'),
  };
}

/**
 * Mails invitations off the request path: the answer never waits for a mail server. A failure is
 * logged without the mail, whose link is a secret.
 */
@Injectable()
export class InvitationMails {
  private readonly logger = new Logger('InvitationMails');

  constructor(
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  send(mail: InvitationMail): void {
    this.mailer
      .send(invitationMail(mail, this.config.publicUrl))
      .catch((error: unknown) => this.logger.error(`The invitation to ${mail.email} was not sent: ${String(error)}`));
  }
}
