import type { Language } from '@liveqr/shared/contracts';

/** Every mail identity sends, with what it needs besides the recipient's name. */
export type AccountMail =
  | { kind: 'verifyEmail'; link: string }
  | { kind: 'confirmNewEmail'; link: string }
  | { kind: 'emailChanged'; newEmail: string }
  | { kind: 'passwordReset'; link: string }
  | { kind: 'passwordChanged'; revoked?: RevokedAccess }
  | { kind: 'signInLocked'; link: string }
  | { kind: 'signUpAttempt' }
  | { kind: 'claimedWithGoogle'; revoked: RevokedAccess }
  | { kind: 'signedOutEverywhere'; revoked: RevokedAccess }
  | { kind: 'dataExportReady'; link: string; days: number };

/** The API keys and webhook endpoints a password reset, a Google claim or "sign out everywhere" revoked. */
export interface RevokedAccess {
  apiKeys: { name: string; prefix: string }[];
  webhooks: { url: string }[];
}

/** Addresses every mail may point to. */
export interface MailLinks {
  login: string;
  forgotPassword: string;
  supportEmail: string;
}

export interface MailText {
  subject: string;
  /** Paragraphs; a link stands alone on its line. */
  body: string[];
}

type Templates = {
  [Kind in AccountMail['kind']]: (mail: Extract<AccountMail, { kind: Kind }>, links: MailLinks) => MailText;
};

interface LanguageTexts {
  greeting(name: string): string;
  signature: string;
  /** Paragraphs naming what was revoked; none when nothing was. */
  revokedAccess(revoked: RevokedAccess): string[];
  templates: Templates;
}

/** The list of what was revoked, one line each, between an introduction and what to do now. */
function revokedAccessText(words: {
  intro: string;
  apiKey: (name: string, prefix: string) => string;
  webhook: (url: string) => string;
  outro: string;
}): LanguageTexts['revokedAccess'] {
  return ({ apiKeys, webhooks }) =>
    apiKeys.length + webhooks.length === 0
      ? []
      : [
          words.intro,
          [
            ...apiKeys.map(({ name, prefix }) => `- ${words.apiKey(name, prefix)}`),
            ...webhooks.map(({ url }) => `- ${words.webhook(url)}`),
          ].join('\n'),
          words.outro,
        ];
}

/** The one place for identity's mails, in each language LiveQR speaks; the compiler keeps them complete. */
export const ACCOUNT_MAIL_TEXTS: Record<Language, LanguageTexts> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    signature: 'The LiveQR team',
    revokedAccess: revokedAccessText({
      intro: 'So that nobody else keeps access, we also revoked the API keys and webhook endpoints made before this:',
      apiKey: (name, prefix) => `API key "${name}" (${prefix}…)`,
      webhook: (url) => `Webhook endpoint ${url}`,
      outro: 'If you made them yourself, create new ones on your account page.',
    }),
    templates: {
      verifyEmail: ({ link }) => ({
        subject: 'Confirm your email address for LiveQR',
        body: [
          'Please confirm that this is your email address by opening this link within 24 hours:',
          link,
          'If you did not create a LiveQR account, ignore this mail.',
        ],
      }),
      confirmNewEmail: ({ link }) => ({
        subject: 'Confirm your new email address for LiveQR',
        body: [
          'You asked to use this address for your LiveQR account. Open this link within 24 hours to confirm it:',
          link,
          'Until then your account keeps its current address. If you did not ask for this, ignore this mail.',
        ],
      }),
      emailChanged: ({ newEmail }, { supportEmail }) => ({
        subject: 'Your LiveQR email address was changed',
        body: [
          `The email address of your LiveQR account is now ${newEmail}. Mails about the account go there from now on.`,
          `If you did not make this change, write to ${supportEmail} at once.`,
        ],
      }),
      passwordReset: ({ link }) => ({
        subject: 'Reset your LiveQR password',
        body: [
          'Someone asked to reset the password of your LiveQR account. Open this link within one hour to choose a new password:',
          link,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ],
      }),
      passwordChanged: (_mail, { forgotPassword }) => ({
        subject: 'Your LiveQR password was changed',
        body: [
          'The password of your LiveQR account was just changed, and every other session was signed out.',
          'If you did not do this, choose a new password now:',
          forgotPassword,
        ],
      }),
      signedOutEverywhere: (_mail, { forgotPassword }) => ({
        subject: 'You signed out of LiveQR everywhere',
        body: [
          'Every session of your LiveQR account was just signed out, on every device.',
          'If you did not do this, choose a new password now:',
          forgotPassword,
        ],
      }),
      signInLocked: ({ link }) => ({
        subject: 'Signing in to your LiveQR account is paused',
        body: [
          'There were too many failed attempts to sign in to your LiveQR account with a password, so signing in with a password is paused for 15 minutes.',
          'If that was you and you forgot your password, choose a new one with this link (valid for one hour):',
          link,
          'If it was not you, nobody has signed in; choosing a new password of your own is still a good idea.',
        ],
      }),
      signUpAttempt: (_mail, { login, forgotPassword }) => ({
        subject: 'Someone tried to create a LiveQR account with your address',
        body: [
          'Someone tried to create a new LiveQR account with this email address. It already has an account, so no new one was created.',
          'If it was you, sign in here:',
          login,
          'Forgot your password? Choose a new one here:',
          forgotPassword,
          'If it was not you, you can ignore this mail.',
        ],
      }),
      claimedWithGoogle: (_mail, { forgotPassword }) => ({
        subject: 'Your LiveQR account now signs in with Google',
        body: [
          'You signed in to LiveQR with Google using this address. The account of this address had not been confirmed yet, so to protect it we removed the password it had, signed out every session and voided every reset link.',
          'From now on sign in with Google, or choose a new password here:',
          forgotPassword,
        ],
      }),
      dataExportReady: ({ link, days }) => ({
        subject: 'Your LiveQR data is ready to download',
        body: [
          'The copy of your LiveQR data you asked for is ready: your profile, codes, designs and brand kits, scans and billing history, in one ZIP file.',
          `Sign in to LiveQR, then open this link within ${days} days to download it:`,
          link,
          'Only you can download it, signed in to this account. If you did not ask for this, change your password.',
        ],
      }),
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    signature: 'El equipo de LiveQR',
    revokedAccess: revokedAccessText({
      intro:
        'Para que nadie más conserve el acceso, también hemos revocado las claves de API y los webhooks creados antes de esto:',
      apiKey: (name, prefix) => `Clave de API «${name}» (${prefix}…)`,
      webhook: (url) => `Webhook ${url}`,
      outro: 'Si los creaste tú, crea otros nuevos en la página de tu cuenta.',
    }),
    templates: {
      verifyEmail: ({ link }) => ({
        subject: 'Confirma tu dirección de correo para LiveQR',
        body: [
          'Confirma que esta es tu dirección de correo abriendo este enlace en las próximas 24 horas:',
          link,
          'Si no has creado una cuenta de LiveQR, ignora este correo.',
        ],
      }),
      confirmNewEmail: ({ link }) => ({
        subject: 'Confirma tu nueva dirección de correo para LiveQR',
        body: [
          'Has pedido usar esta dirección para tu cuenta de LiveQR. Abre este enlace en las próximas 24 horas para confirmarla:',
          link,
          'Hasta entonces tu cuenta conserva su dirección actual. Si no lo has pedido tú, ignora este correo.',
        ],
      }),
      emailChanged: ({ newEmail }, { supportEmail }) => ({
        subject: 'Se ha cambiado tu dirección de correo de LiveQR',
        body: [
          `La dirección de correo de tu cuenta de LiveQR es ahora ${newEmail}. A partir de ahora los correos sobre la cuenta se envían allí.`,
          `Si no has hecho este cambio, escribe de inmediato a ${supportEmail}.`,
        ],
      }),
      passwordReset: ({ link }) => ({
        subject: 'Restablece tu contraseña de LiveQR',
        body: [
          'Alguien ha pedido restablecer la contraseña de tu cuenta de LiveQR. Abre este enlace en la próxima hora para elegir una contraseña nueva:',
          link,
          'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
        ],
      }),
      passwordChanged: (_mail, { forgotPassword }) => ({
        subject: 'Se ha cambiado tu contraseña de LiveQR',
        body: [
          'Se acaba de cambiar la contraseña de tu cuenta de LiveQR y se han cerrado todas las demás sesiones.',
          'Si no has sido tú, elige ahora una contraseña nueva:',
          forgotPassword,
        ],
      }),
      signedOutEverywhere: (_mail, { forgotPassword }) => ({
        subject: 'Has cerrado sesión en LiveQR en todas partes',
        body: [
          'Se acaban de cerrar todas las sesiones de tu cuenta de LiveQR, en todos los dispositivos.',
          'Si no has sido tú, elige ahora una contraseña nueva:',
          forgotPassword,
        ],
      }),
      signInLocked: ({ link }) => ({
        subject: 'El inicio de sesión en tu cuenta de LiveQR está en pausa',
        body: [
          'Ha habido demasiados intentos fallidos de iniciar sesión con contraseña en tu cuenta de LiveQR, así que el inicio de sesión con contraseña queda en pausa durante 15 minutos.',
          'Si has sido tú y has olvidado tu contraseña, elige una nueva con este enlace (válido durante una hora):',
          link,
          'Si no has sido tú, nadie ha iniciado sesión; aun así, elegir una contraseña nueva y propia es buena idea.',
        ],
      }),
      signUpAttempt: (_mail, { login, forgotPassword }) => ({
        subject: 'Alguien ha intentado crear una cuenta de LiveQR con tu dirección',
        body: [
          'Alguien ha intentado crear una cuenta nueva de LiveQR con esta dirección de correo. Ya tiene una cuenta, así que no se ha creado ninguna nueva.',
          'Si has sido tú, inicia sesión aquí:',
          login,
          '¿Has olvidado tu contraseña? Elige una nueva aquí:',
          forgotPassword,
          'Si no has sido tú, puedes ignorar este correo.',
        ],
      }),
      claimedWithGoogle: (_mail, { forgotPassword }) => ({
        subject: 'Tu cuenta de LiveQR ahora inicia sesión con Google',
        body: [
          'Has iniciado sesión en LiveQR con Google usando esta dirección. La cuenta de esta dirección aún no estaba confirmada, así que para protegerla hemos eliminado la contraseña que tenía, cerrado todas las sesiones e invalidado todos los enlaces de restablecimiento.',
          'A partir de ahora inicia sesión con Google o elige una contraseña nueva aquí:',
          forgotPassword,
        ],
      }),
      dataExportReady: ({ link, days }) => ({
        subject: 'Tus datos de LiveQR están listos para descargar',
        body: [
          'La copia de tus datos de LiveQR que pediste está lista: tu perfil, códigos, diseños y kits de marca, escaneos e historial de facturación, en un archivo ZIP.',
          `Inicia sesión en LiveQR y abre este enlace en los próximos ${days} días para descargarla:`,
          link,
          'Solo tú puedes descargarla, con la sesión iniciada en esta cuenta. Si no lo has pedido tú, cambia tu contraseña.',
        ],
      }),
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    signature: "L'équipe LiveQR",
    revokedAccess: revokedAccessText({
      intro:
        "Pour que personne d'autre ne garde l'accès, nous avons aussi révoqué les clés d'API et les webhooks créés avant cela :",
      apiKey: (name, prefix) => `Clé d'API « ${name} » (${prefix}…)`,
      webhook: (url) => `Webhook ${url}`,
      outro: 'Si vous les aviez créés vous-même, créez-en de nouveaux sur la page de votre compte.',
    }),
    templates: {
      verifyEmail: ({ link }) => ({
        subject: 'Confirmez votre adresse e-mail pour LiveQR',
        body: [
          "Confirmez qu'il s'agit bien de votre adresse e-mail en ouvrant ce lien dans les 24 heures :",
          link,
          "Si vous n'avez pas créé de compte LiveQR, ignorez ce message.",
        ],
      }),
      confirmNewEmail: ({ link }) => ({
        subject: 'Confirmez votre nouvelle adresse e-mail pour LiveQR',
        body: [
          'Vous avez demandé à utiliser cette adresse pour votre compte LiveQR. Ouvrez ce lien dans les 24 heures pour la confirmer :',
          link,
          "D'ici là, votre compte garde son adresse actuelle. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
        ],
      }),
      emailChanged: ({ newEmail }, { supportEmail }) => ({
        subject: 'Votre adresse e-mail LiveQR a été modifiée',
        body: [
          `L'adresse e-mail de votre compte LiveQR est désormais ${newEmail}. Les messages concernant le compte y seront envoyés.`,
          `Si vous n'avez pas fait ce changement, écrivez immédiatement à ${supportEmail}.`,
        ],
      }),
      passwordReset: ({ link }) => ({
        subject: 'Réinitialisez votre mot de passe LiveQR',
        body: [
          "Quelqu'un a demandé la réinitialisation du mot de passe de votre compte LiveQR. Ouvrez ce lien dans l'heure pour choisir un nouveau mot de passe :",
          link,
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        ],
      }),
      passwordChanged: (_mail, { forgotPassword }) => ({
        subject: 'Votre mot de passe LiveQR a été modifié',
        body: [
          "Le mot de passe de votre compte LiveQR vient d'être modifié et toutes les autres sessions ont été fermées.",
          "Si ce n'était pas vous, choisissez dès maintenant un nouveau mot de passe :",
          forgotPassword,
        ],
      }),
      signedOutEverywhere: (_mail, { forgotPassword }) => ({
        subject: 'Vous avez été déconnecté de LiveQR partout',
        body: [
          "Toutes les sessions de votre compte LiveQR viennent d'être fermées, sur tous les appareils.",
          "Si ce n'était pas vous, choisissez dès maintenant un nouveau mot de passe :",
          forgotPassword,
        ],
      }),
      signInLocked: ({ link }) => ({
        subject: 'La connexion à votre compte LiveQR est suspendue',
        body: [
          'Il y a eu trop de tentatives de connexion échouées avec un mot de passe sur votre compte LiveQR : la connexion par mot de passe est suspendue pendant 15 minutes.',
          "Si c'était vous et que vous avez oublié votre mot de passe, choisissez-en un nouveau avec ce lien (valable une heure) :",
          link,
          "Si ce n'était pas vous, personne ne s'est connecté ; choisir un nouveau mot de passe bien à vous reste une bonne idée.",
        ],
      }),
      signUpAttempt: (_mail, { login, forgotPassword }) => ({
        subject: "Quelqu'un a essayé de créer un compte LiveQR avec votre adresse",
        body: [
          "Quelqu'un a essayé de créer un nouveau compte LiveQR avec cette adresse e-mail. Elle a déjà un compte : aucun nouveau compte n'a été créé.",
          "Si c'était vous, connectez-vous ici :",
          login,
          'Mot de passe oublié ? Choisissez-en un nouveau ici :',
          forgotPassword,
          "Si ce n'était pas vous, vous pouvez ignorer ce message.",
        ],
      }),
      claimedWithGoogle: (_mail, { forgotPassword }) => ({
        subject: 'Votre compte LiveQR se connecte désormais avec Google',
        body: [
          "Vous vous êtes connecté à LiveQR avec Google en utilisant cette adresse. Le compte de cette adresse n'avait pas encore été confirmé : pour le protéger, nous avons supprimé son mot de passe, fermé toutes les sessions et annulé tous les liens de réinitialisation.",
          'Désormais, connectez-vous avec Google ou choisissez un nouveau mot de passe ici :',
          forgotPassword,
        ],
      }),
      dataExportReady: ({ link, days }) => ({
        subject: 'Vos données LiveQR sont prêtes à être téléchargées',
        body: [
          'La copie de vos données LiveQR que vous avez demandée est prête : votre profil, vos codes, designs et kits de marque, vos scans et votre historique de facturation, dans un fichier ZIP.',
          `Connectez-vous à LiveQR, puis ouvrez ce lien dans les ${days} jours pour la télécharger :`,
          link,
          "Vous seul pouvez la télécharger, connecté à ce compte. Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe.",
        ],
      }),
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    signature: 'Ihr LiveQR-Team',
    revokedAccess: revokedAccessText({
      intro:
        'Damit niemand sonst Zugriff behält, haben wir auch die API-Schlüssel und Webhook-Endpunkte widerrufen, die davor angelegt wurden:',
      apiKey: (name, prefix) => `API-Schlüssel „${name}“ (${prefix}…)`,
      webhook: (url) => `Webhook-Endpunkt ${url}`,
      outro: 'Wenn Sie sie selbst angelegt hatten, legen Sie auf Ihrer Kontoseite neue an.',
    }),
    templates: {
      verifyEmail: ({ link }) => ({
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse für LiveQR',
        body: [
          'Bitte bestätigen Sie, dass dies Ihre E-Mail-Adresse ist, indem Sie innerhalb von 24 Stunden diesen Link öffnen:',
          link,
          'Wenn Sie kein LiveQR-Konto angelegt haben, ignorieren Sie diese E-Mail.',
        ],
      }),
      confirmNewEmail: ({ link }) => ({
        subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für LiveQR',
        body: [
          'Sie möchten diese Adresse für Ihr LiveQR-Konto verwenden. Öffnen Sie innerhalb von 24 Stunden diesen Link, um sie zu bestätigen:',
          link,
          'Bis dahin behält Ihr Konto seine bisherige Adresse. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
        ],
      }),
      emailChanged: ({ newEmail }, { supportEmail }) => ({
        subject: 'Ihre LiveQR-E-Mail-Adresse wurde geändert',
        body: [
          `Die E-Mail-Adresse Ihres LiveQR-Kontos ist jetzt ${newEmail}. E-Mails zum Konto gehen ab sofort dorthin.`,
          `Wenn Sie diese Änderung nicht vorgenommen haben, schreiben Sie sofort an ${supportEmail}.`,
        ],
      }),
      passwordReset: ({ link }) => ({
        subject: 'Setzen Sie Ihr LiveQR-Passwort zurück',
        body: [
          'Jemand möchte das Passwort Ihres LiveQR-Kontos zurücksetzen. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:',
          link,
          'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
        ],
      }),
      passwordChanged: (_mail, { forgotPassword }) => ({
        subject: 'Ihr LiveQR-Passwort wurde geändert',
        body: [
          'Das Passwort Ihres LiveQR-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
          'Wenn Sie das nicht waren, wählen Sie jetzt ein neues Passwort:',
          forgotPassword,
        ],
      }),
      signedOutEverywhere: (_mail, { forgotPassword }) => ({
        subject: 'Sie wurden überall von LiveQR abgemeldet',
        body: [
          'Alle Sitzungen Ihres LiveQR-Kontos wurden soeben beendet, auf allen Geräten.',
          'Wenn Sie das nicht waren, wählen Sie jetzt ein neues Passwort:',
          forgotPassword,
        ],
      }),
      signInLocked: ({ link }) => ({
        subject: 'Die Anmeldung bei Ihrem LiveQR-Konto ist pausiert',
        body: [
          'Es gab zu viele fehlgeschlagene Versuche, sich mit einem Passwort bei Ihrem LiveQR-Konto anzumelden. Die Anmeldung mit Passwort ist daher für 15 Minuten pausiert.',
          'Wenn Sie das waren und Ihr Passwort vergessen haben, wählen Sie mit diesem Link (eine Stunde gültig) ein neues:',
          link,
          'Wenn Sie es nicht waren: Niemand hat sich angemeldet. Ein neues, eigenes Passwort ist trotzdem eine gute Idee.',
        ],
      }),
      signUpAttempt: (_mail, { login, forgotPassword }) => ({
        subject: 'Jemand wollte mit Ihrer Adresse ein LiveQR-Konto anlegen',
        body: [
          'Jemand wollte mit dieser E-Mail-Adresse ein neues LiveQR-Konto anlegen. Zu ihr gibt es bereits ein Konto, daher wurde kein neues angelegt.',
          'Wenn Sie das waren, melden Sie sich hier an:',
          login,
          'Passwort vergessen? Wählen Sie hier ein neues:',
          forgotPassword,
          'Wenn Sie es nicht waren, können Sie diese E-Mail ignorieren.',
        ],
      }),
      claimedWithGoogle: (_mail, { forgotPassword }) => ({
        subject: 'Ihr LiveQR-Konto meldet sich jetzt mit Google an',
        body: [
          'Sie haben sich mit Google und dieser Adresse bei LiveQR angemeldet. Das Konto dieser Adresse war noch nicht bestätigt. Zu seinem Schutz haben wir sein Passwort entfernt, alle Sitzungen abgemeldet und alle Links zum Zurücksetzen ungültig gemacht.',
          'Melden Sie sich ab jetzt mit Google an, oder wählen Sie hier ein neues Passwort:',
          forgotPassword,
        ],
      }),
      dataExportReady: ({ link, days }) => ({
        subject: 'Ihre LiveQR-Daten stehen zum Herunterladen bereit',
        body: [
          'Die angeforderte Kopie Ihrer LiveQR-Daten ist fertig: Ihr Profil, Ihre Codes, Designs und Markenkits, Scans und Ihre Abrechnungshistorie in einer ZIP-Datei.',
          `Melden Sie sich bei LiveQR an und öffnen Sie dann innerhalb von ${days} Tagen diesen Link, um sie herunterzuladen:`,
          link,
          'Nur Sie können sie herunterladen, angemeldet mit diesem Konto. Wenn Sie das nicht angefordert haben, ändern Sie Ihr Passwort.',
        ],
      }),
    },
  },
};
