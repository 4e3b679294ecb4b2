import { APP_CONFIG, type AppConfig, Mailer, type MailMessage } from '@liveqr/api/platform';
import {
  GetWorkspaceMailRecipientQuery,
  type Language,
  type MailRecipientView,
  workspacePath,
} from '@liveqr/shared/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { challengeName, type DnsProblem, type DnsProblemCode } from '../../domain/dns-check';

/** What a mail to a domain's owner is about. */
export type DomainMail =
  /** Still pending this many days after it was added; `last`: the last reminder. */
  | { kind: 'unverified'; hostname: string; days: number; last: boolean; problems: DnsProblem[] }
  /** A verified domain failed three checks in a row. */
  | { kind: 'misconfigured'; hostname: string; problems: DnsProblem[] }
  /** Another workspace proved the hostname first. */
  | { kind: 'taken'; hostname: string };

interface DomainTexts {
  unverifiedSubject(hostname: string): string;
  unverified(hostname: string, days: number): string;
  lastReminder: string;
  misconfiguredSubject(hostname: string): string;
  misconfigured(hostname: string): string;
  takenSubject(hostname: string): string;
  taken(hostname: string, challenge: string): string;
  found: string;
  /** What each problem means, without the details its message carries (those are in English on the domains page). */
  problems: Record<DnsProblemCode, string>;
  fix(link: string): string;
  greeting(firstName: string): string;
  signature: string;
}

/** The domain mails in each language LiveQR speaks; the compiler keeps them complete. */
const TEXTS: Record<Language, DomainTexts> = {
  en: {
    unverifiedSubject: (host) => `Your domain ${host} is not verified yet`,
    unverified: (host, days) =>
      `You added ${host} to LiveQR ${days} days ago, and it is not verified yet: codes cannot use it until its DNS records are right.`,
    lastReminder: 'This is the last reminder. LiveQR keeps checking it once a day.',
    misconfiguredSubject: (host) => `Your domain ${host} no longer points at LiveQR`,
    misconfigured: (host) =>
      `The last three checks of ${host} failed, so it is marked misconfigured: scans of codes printed with it do not reach LiveQR, and its HTTPS certificate is not renewed, until its records are right again.`,
    takenSubject: (host) => `${host} is verified in another workspace`,
    taken: (host, challenge) =>
      `Another LiveQR workspace proved first that it holds ${host} (the TXT record at ${challenge} held its token), so the domain is verified there and cannot be verified in yours. If the domain is yours, put your workspace's token in that TXT record: once the other workspace's checks fail three times in a row, yours can be verified. If it is not, remove it from your workspace.`,
    found: 'The last check found:',
    problems: {
      TXT_MISSING: 'The TXT record that proves the domain is yours is missing.',
      TXT_DIFFERENT: "The TXT record does not hold this domain's token.",
      CNAME_ELSEWHERE: 'The CNAME record points at another host than ours.',
      ADDRESS_ELSEWHERE: 'The domain points at other IP addresses than ours (a proxy or CDN in front?).',
      AAAA_CONFLICT: 'An AAAA record sends IPv6 visitors to another server.',
      NOT_POINTING_AT_US: 'The domain has no CNAME, A or AAAA record pointing at us.',
      CAA_FORBIDS_CA: 'A CAA record forbids the certificate authority that issues its HTTPS certificate.',
      DNS_LOOKUP_FAILED: 'DNS did not answer every question: this may pass by itself.',
      HOSTNAME_TAKEN: 'Another workspace proved this domain first.',
    },
    fix: (link) => `The records to create, and "Check now": ${link}`,
    greeting: (name) => `Hello ${name},`,
    signature: 'The LiveQR team',
  },
  de: {
    unverifiedSubject: (host) => `Ihre Domain ${host} ist noch nicht bestätigt`,
    unverified: (host, days) =>
      `Sie haben ${host} vor ${days} Tagen zu LiveQR hinzugefügt, und sie ist noch nicht bestätigt: Codes können sie erst nutzen, wenn ihre DNS-Einträge stimmen.`,
    lastReminder: 'Dies ist die letzte Erinnerung. LiveQR prüft die Domain weiterhin einmal am Tag.',
    misconfiguredSubject: (host) => `Ihre Domain ${host} zeigt nicht mehr auf LiveQR`,
    misconfigured: (host) =>
      `Die letzten drei Prüfungen von ${host} sind fehlgeschlagen, deshalb ist sie als falsch eingerichtet markiert: Scans der damit gedruckten Codes erreichen LiveQR nicht, und ihr HTTPS-Zertifikat wird nicht erneuert, bis ihre Einträge wieder stimmen.`,
    takenSubject: (host) => `${host} ist in einem anderen Arbeitsbereich bestätigt`,
    taken: (host, challenge) =>
      `Ein anderer LiveQR-Arbeitsbereich hat zuerst nachgewiesen, dass ihm ${host} gehört (der TXT-Eintrag unter ${challenge} enthielt sein Token). Die Domain ist dort bestätigt und kann in Ihrem nicht bestätigt werden. Wenn die Domain Ihnen gehört, tragen Sie das Token Ihres Arbeitsbereichs in diesen TXT-Eintrag ein: Sobald die Prüfungen des anderen Arbeitsbereichs dreimal nacheinander fehlschlagen, kann Ihre bestätigt werden. Andernfalls entfernen Sie sie aus Ihrem Arbeitsbereich.`,
    found: 'Die letzte Prüfung ergab:',
    problems: {
      TXT_MISSING: 'Der TXT-Eintrag, der beweist, dass die Domain Ihnen gehört, fehlt.',
      TXT_DIFFERENT: 'Der TXT-Eintrag enthält nicht das Token dieser Domain.',
      CNAME_ELSEWHERE: 'Der CNAME-Eintrag zeigt auf einen anderen Host als unseren.',
      ADDRESS_ELSEWHERE: 'Die Domain zeigt auf andere IP-Adressen als unsere (ein Proxy oder CDN davor?).',
      AAAA_CONFLICT: 'Ein AAAA-Eintrag schickt IPv6-Besucher zu einem anderen Server.',
      NOT_POINTING_AT_US: 'Die Domain hat keinen CNAME-, A- oder AAAA-Eintrag, der auf uns zeigt.',
      CAA_FORBIDS_CA: 'Ein CAA-Eintrag verbietet die Zertifizierungsstelle, die ihr HTTPS-Zertifikat ausstellt.',
      DNS_LOOKUP_FAILED: 'DNS hat nicht jede Frage beantwortet: Das kann sich von selbst erledigen.',
      HOSTNAME_TAKEN: 'Ein anderer Arbeitsbereich hat diese Domain zuerst nachgewiesen.',
    },
    fix: (link) => `Die anzulegenden Einträge und „Jetzt prüfen“: ${link}`,
    greeting: (name) => `Hallo ${name},`,
    signature: 'Ihr LiveQR-Team',
  },
  es: {
    unverifiedSubject: (host) => `Su dominio ${host} aún no está verificado`,
    unverified: (host, days) =>
      `Añadió ${host} a LiveQR hace ${days} días y aún no está verificado: los códigos no pueden usarlo hasta que sus registros DNS sean correctos.`,
    lastReminder: 'Este es el último recordatorio. LiveQR lo sigue comprobando una vez al día.',
    misconfiguredSubject: (host) => `Su dominio ${host} ya no apunta a LiveQR`,
    misconfigured: (host) =>
      `Las tres últimas comprobaciones de ${host} fallaron, así que está marcado como mal configurado: los escaneos de los códigos impresos con él no llegan a LiveQR y su certificado HTTPS no se renueva hasta que sus registros vuelvan a ser correctos.`,
    takenSubject: (host) => `${host} está verificado en otro espacio de trabajo`,
    taken: (host, challenge) =>
      `Otro espacio de trabajo de LiveQR demostró primero que ${host} es suyo (el registro TXT en ${challenge} contenía su token), así que el dominio está verificado allí y no puede verificarse en el suyo. Si el dominio es suyo, ponga el token de su espacio de trabajo en ese registro TXT: cuando las comprobaciones del otro espacio fallen tres veces seguidas, el suyo podrá verificarse. Si no lo es, elimínelo de su espacio de trabajo.`,
    found: 'La última comprobación encontró:',
    problems: {
      TXT_MISSING: 'Falta el registro TXT que demuestra que el dominio es suyo.',
      TXT_DIFFERENT: 'El registro TXT no contiene el token de este dominio.',
      CNAME_ELSEWHERE: 'El registro CNAME apunta a otro host distinto del nuestro.',
      ADDRESS_ELSEWHERE:
        'El dominio apunta a otras direcciones IP distintas de las nuestras (¿un proxy o CDN delante?).',
      AAAA_CONFLICT: 'Un registro AAAA envía a los visitantes por IPv6 a otro servidor.',
      NOT_POINTING_AT_US: 'El dominio no tiene ningún registro CNAME, A o AAAA que apunte a nosotros.',
      CAA_FORBIDS_CA: 'Un registro CAA prohíbe la autoridad de certificación que emite su certificado HTTPS.',
      DNS_LOOKUP_FAILED: 'El DNS no respondió a todas las preguntas: puede resolverse solo.',
      HOSTNAME_TAKEN: 'Otro espacio de trabajo demostró primero este dominio.',
    },
    fix: (link) => `Los registros que crear y «Comprobar ahora»: ${link}`,
    greeting: (name) => `Hola ${name}:`,
    signature: 'El equipo de LiveQR',
  },
  fr: {
    unverifiedSubject: (host) => `Votre domaine ${host} n'est pas encore vérifié`,
    unverified: (host, days) =>
      `Vous avez ajouté ${host} à LiveQR il y a ${days} jours et il n'est pas encore vérifié : les codes ne peuvent l'utiliser que lorsque ses enregistrements DNS sont corrects.`,
    lastReminder: 'Ceci est le dernier rappel. LiveQR continue de le vérifier une fois par jour.',
    misconfiguredSubject: (host) => `Votre domaine ${host} ne pointe plus vers LiveQR`,
    misconfigured: (host) =>
      `Les trois dernières vérifications de ${host} ont échoué ; il est donc marqué comme mal configuré : les scans des codes imprimés avec lui n'atteignent pas LiveQR et son certificat HTTPS n'est pas renouvelé tant que ses enregistrements ne sont pas de nouveau corrects.`,
    takenSubject: (host) => `${host} est vérifié dans un autre espace de travail`,
    taken: (host, challenge) =>
      `Un autre espace de travail LiveQR a prouvé le premier qu'il détient ${host} (l'enregistrement TXT ${challenge} contenait son jeton) ; le domaine y est donc vérifié et ne peut pas l'être dans le vôtre. Si le domaine est à vous, mettez le jeton de votre espace de travail dans cet enregistrement TXT : dès que les vérifications de l'autre espace échouent trois fois de suite, le vôtre peut être vérifié. Sinon, retirez-le de votre espace de travail.`,
    found: 'La dernière vérification a trouvé :',
    problems: {
      TXT_MISSING: "L'enregistrement TXT qui prouve que le domaine est à vous est absent.",
      TXT_DIFFERENT: "L'enregistrement TXT ne contient pas le jeton de ce domaine.",
      CNAME_ELSEWHERE: "L'enregistrement CNAME pointe vers un autre hôte que le nôtre.",
      ADDRESS_ELSEWHERE: "Le domaine pointe vers d'autres adresses IP que les nôtres (un proxy ou un CDN devant ?).",
      AAAA_CONFLICT: 'Un enregistrement AAAA envoie les visiteurs IPv6 vers un autre serveur.',
      NOT_POINTING_AT_US: "Le domaine n'a aucun enregistrement CNAME, A ou AAAA qui pointe vers nous.",
      CAA_FORBIDS_CA: "Un enregistrement CAA interdit l'autorité de certification qui émet son certificat HTTPS.",
      DNS_LOOKUP_FAILED: "Le DNS n'a pas répondu à toutes les questions : cela peut se régler tout seul.",
      HOSTNAME_TAKEN: 'Un autre espace de travail a prouvé ce domaine le premier.',
    },
    fix: (link) => `Les enregistrements à créer, et « Vérifier maintenant » : ${link}`,
    greeting: (name) => `Bonjour ${name},`,
    signature: "L'équipe LiveQR",
  },
};

/** The mail itself, in the recipient's language; `link` is the workspace's domains page. */
export function domainMail(recipient: MailRecipientView, mail: DomainMail, link: string): MailMessage {
  const texts = TEXTS[recipient.language];
  const problems = (list: DnsProblem[]) =>
    list.length === 0 ? [] : [[texts.found, ...list.map(({ code }) => `- ${texts.problems[code]}`)].join('\n')];
  const [subject, body] = ((): [string, string[]] => {
    switch (mail.kind) {
      case 'unverified':
        return [
          texts.unverifiedSubject(mail.hostname),
          [
            texts.unverified(mail.hostname, mail.days),
            ...problems(mail.problems),
            ...(mail.last ? [texts.lastReminder] : []),
          ],
        ];
      case 'misconfigured':
        return [
          texts.misconfiguredSubject(mail.hostname),
          [texts.misconfigured(mail.hostname), ...problems(mail.problems)],
        ];
      case 'taken':
        return [texts.takenSubject(mail.hostname), [texts.taken(mail.hostname, challengeName(mail.hostname))]];
    }
  })();
  return {
    to: recipient.email,
    subject,
    text: [texts.greeting(recipient.firstName), ...body, texts.fix(link), texts.signature].join('\n\n'),
  };
}

/** Writes to a workspace's owner about one of its domains; a mail that cannot go is logged, not retried. */
@Injectable()
export class DomainMails {
  private readonly logger = new Logger('DomainMails');

  constructor(
    private readonly queries: QueryBus,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(workspaceId: string, mail: DomainMail): Promise<void> {
    try {
      const recipient = await this.queries.execute<GetWorkspaceMailRecipientQuery, MailRecipientView | null>(
        new GetWorkspaceMailRecipientQuery(workspaceId),
      );
      if (!recipient) return;
      const link = `${this.config.publicUrl}${workspacePath(workspaceId, '/domains')}`;
      await this.mailer.send(domainMail(recipient, mail, link));
    } catch (error) {
      this.logger.error(
        `Could not mail the owner of workspace ${workspaceId} about ${mail.hostname}: ${String(error)}`,
      );
    }
  }
}
