import type { Language, MailRecipientView } from '@liveqr/shared/contracts';
import type { MailMessage } from '@liveqr/api/platform';

interface MailTexts {
  subject: string;
  greeting(firstName: string): string;
  body(url: string, accountUrl: string): string[];
  signature: string;
}

/** The mail that says an endpoint was switched off, in each language LiveQR speaks; the compiler keeps them complete. */
const TEXTS: Record<Language, MailTexts> = {
  en: {
    subject: 'LiveQR switched off a webhook endpoint',
    greeting: (name) => `Hello ${name},`,
    body: (url, account) => [
      `Deliveries to your webhook endpoint ${url} kept failing for 24 hours, so we switched it off.`,
      `The delivery log on your account page shows what the endpoint answered: ${account}`,
      'Once it works again, switch it back on there; new events are delivered from then on.',
    ],
    signature: 'The LiveQR team',
  },
  de: {
    subject: 'LiveQR hat einen Webhook-Endpunkt abgeschaltet',
    greeting: (name) => `Hallo ${name},`,
    body: (url, account) => [
      `Zustellungen an Ihren Webhook-Endpunkt ${url} sind 24 Stunden lang fehlgeschlagen, deshalb haben wir ihn abgeschaltet.`,
      `Das Zustellprotokoll auf Ihrer Kontoseite zeigt, was der Endpunkt geantwortet hat: ${account}`,
      'Sobald er wieder funktioniert, schalten Sie ihn dort wieder ein; neue Ereignisse werden ab dann zugestellt.',
    ],
    signature: 'Ihr LiveQR-Team',
  },
  es: {
    subject: 'LiveQR ha desactivado un endpoint de webhook',
    greeting: (name) => `Hola ${name}:`,
    body: (url, account) => [
      `Las entregas a su endpoint de webhook ${url} fallaron durante 24 horas, así que lo hemos desactivado.`,
      `El registro de entregas de la página de su cuenta muestra lo que respondió el endpoint: ${account}`,
      'Cuando vuelva a funcionar, actívelo de nuevo allí; los eventos nuevos se entregarán desde entonces.',
    ],
    signature: 'El equipo de LiveQR',
  },
  fr: {
    subject: 'LiveQR a désactivé un point de terminaison de webhook',
    greeting: (name) => `Bonjour ${name},`,
    body: (url, account) => [
      `Les livraisons vers votre point de terminaison ${url} ont échoué pendant 24 heures ; nous l'avons donc désactivé.`,
      `Le journal des livraisons de la page de votre compte montre ce qu'il a répondu : ${account}`,
      "Dès qu'il fonctionne de nouveau, réactivez-le depuis cette page ; les nouveaux événements seront livrés à partir de là.",
    ],
    signature: "L'équipe LiveQR",
  },
};

export function endpointDisabledMail(recipient: MailRecipientView, url: string, publicUrl: string): MailMessage {
  const texts = TEXTS[recipient.language];
  return {
    to: recipient.email,
    subject: texts.subject,
    text: [texts.greeting(recipient.firstName), ...texts.body(url, `${publicUrl}/account`), texts.signature].join(
      '\n\n',
    ),
  };
}
