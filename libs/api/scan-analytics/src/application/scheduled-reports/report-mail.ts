import type { MailMessage } from '@liveqr/api/platform';
import type { Language, MailRecipientView, OwnedFolderView } from '@liveqr/shared/contracts';
import type { ReportSubscription } from '../../infrastructure/report-subscriptions';
import type { AnalyticsOverview } from '../analytics-overview.view';

/** Lines of the mail beyond these are on the overview page. */
const TOP_CODES_IN_MAIL = 5;
const TOP_COUNTRIES_IN_MAIL = 3;

interface ReportTexts {
  subject(frequency: ReportSubscription['frequency'], from: string, to: string): string;
  greeting(firstName: string): string;
  folder(name: string): string;
  total(scans: number, from: string, to: string): string;
  topCodes: string;
  topCountries: string;
  unknownCountry: string;
  scans(count: number): string;
  noScans: string;
  more(url: string): string;
  stop(url: string): string;
  signature: string;
}

/** "1 scan" and "2 scans" by each language's plural rules. */
const counted = (language: Language, one: string, other: string) => {
  const rules = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  return (count: number) => `${numbers.format(count)} ${rules.select(count) === 'one' ? one : other}`;
};

/** The summary mail in each language LiveQR speaks; the compiler keeps them complete. */
const TEXTS: Record<Language, ReportTexts> = {
  en: {
    subject: (frequency, from, to) =>
      `Your ${frequency === 'weekly' ? 'weekly' : 'monthly'} LiveQR report, ${from} to ${to}`,
    greeting: (name) => `Hello ${name},`,
    folder: (name) => `Report for the folder “${name}” and its subfolders.`,
    total: (scans, from, to) =>
      `Your QR codes were scanned ${counted('en', 'time', 'times')(scans)} from ${from} to ${to}.`,
    topCodes: 'Most scanned codes:',
    topCountries: 'Top countries:',
    unknownCountry: 'Unknown',
    scans: counted('en', 'scan', 'scans'),
    noScans: 'No scans in this period.',
    more: (url) => `Every chart and figure: ${url}`,
    stop: (url) => `To change or stop these mails, open the analytics page: ${url}`,
    signature: 'The LiveQR team',
  },
  de: {
    subject: (frequency, from, to) =>
      `Ihr ${frequency === 'weekly' ? 'wöchentlicher' : 'monatlicher'} LiveQR-Bericht, ${from} bis ${to}`,
    greeting: (name) => `Hallo ${name},`,
    folder: (name) => `Bericht für den Ordner „${name}“ und seine Unterordner.`,
    total: (scans, from, to) =>
      `Ihre QR-Codes wurden vom ${from} bis ${to} ${counted('de', 'Mal', 'Mal')(scans)} gescannt.`,
    topCodes: 'Am häufigsten gescannte Codes:',
    topCountries: 'Häufigste Länder:',
    unknownCountry: 'Unbekannt',
    scans: counted('de', 'Scan', 'Scans'),
    noScans: 'In diesem Zeitraum gab es keine Scans.',
    more: (url) => `Alle Diagramme und Zahlen: ${url}`,
    stop: (url) => `Um diese Mails zu ändern oder abzubestellen, öffnen Sie die Analyseseite: ${url}`,
    signature: 'Ihr LiveQR-Team',
  },
  es: {
    subject: (frequency, from, to) =>
      `Su informe ${frequency === 'weekly' ? 'semanal' : 'mensual'} de LiveQR, del ${from} al ${to}`,
    greeting: (name) => `Hola ${name}:`,
    folder: (name) => `Informe de la carpeta «${name}» y sus subcarpetas.`,
    total: (scans, from, to) =>
      `Sus códigos QR se escanearon ${counted('es', 'vez', 'veces')(scans)} del ${from} al ${to}.`,
    topCodes: 'Códigos más escaneados:',
    topCountries: 'Países principales:',
    unknownCountry: 'Desconocido',
    scans: counted('es', 'escaneo', 'escaneos'),
    noScans: 'No hubo escaneos en este periodo.',
    more: (url) => `Todos los gráficos y cifras: ${url}`,
    stop: (url) => `Para cambiar o dejar de recibir estos correos, abra la página de analíticas: ${url}`,
    signature: 'El equipo de LiveQR',
  },
  fr: {
    subject: (frequency, from, to) =>
      `Votre rapport LiveQR ${frequency === 'weekly' ? 'hebdomadaire' : 'mensuel'}, du ${from} au ${to}`,
    greeting: (name) => `Bonjour ${name},`,
    folder: (name) => `Rapport du dossier « ${name} » et de ses sous-dossiers.`,
    total: (scans, from, to) =>
      `Vos codes QR ont été scannés ${counted('fr', 'fois', 'fois')(scans)} du ${from} au ${to}.`,
    topCodes: 'Codes les plus scannés :',
    topCountries: 'Pays principaux :',
    unknownCountry: 'Inconnu',
    scans: counted('fr', 'scan', 'scans'),
    noScans: 'Aucun scan sur cette période.',
    more: (url) => `Tous les graphiques et chiffres : ${url}`,
    stop: (url) => `Pour modifier ou arrêter ces e-mails, ouvrez la page d'analyse : ${url}`,
    signature: "L'équipe LiveQR",
  },
};

/**
 * The summary of one period, as plain text in the recipient's language; a folder's report names
 * the folder and links to the overview narrowed to it.
 */
export function reportMail(
  recipient: MailRecipientView,
  subscription: ReportSubscription,
  overview: AnalyticsOverview,
  publicUrl: string,
  folder?: OwnedFolderView,
): MailMessage {
  const texts = TEXTS[recipient.language];
  const countries = new Intl.DisplayNames(recipient.language, { type: 'region', fallback: 'code' });
  const analyticsUrl = `${publicUrl}/analytics`;
  const figuresUrl = folder ? `${analyticsUrl}?folder=${folder.id}` : analyticsUrl;
  const list = (title: string, rows: Array<{ label: string; scans: number }>) =>
    rows.length === 0 ? [] : [[title, ...rows.map((row) => `- ${row.label}: ${texts.scans(row.scans)}`)].join('\n')];
  const figures =
    overview.totalScans === 0
      ? [texts.noScans]
      : [
          texts.total(overview.totalScans, overview.from, overview.to),
          ...list(
            texts.topCodes,
            overview.topCodes.slice(0, TOP_CODES_IN_MAIL).map((code) => ({ label: code.name, scans: code.scans })),
          ),
          ...list(
            texts.topCountries,
            overview.countries.slice(0, TOP_COUNTRIES_IN_MAIL).map((country) => ({
              label: country.value ? (countries.of(country.value) ?? country.value) : texts.unknownCountry,
              scans: country.scans,
            })),
          ),
        ];
  return {
    to: recipient.email,
    subject: [texts.subject(subscription.frequency, overview.from, overview.to), ...(folder ? [folder.name] : [])].join(
      ' · ',
    ),
    text: [
      texts.greeting(recipient.firstName),
      ...(folder ? [texts.folder(folder.name)] : []),
      ...figures,
      texts.more(figuresUrl),
      texts.stop(analyticsUrl),
      texts.signature,
    ].join('\n\n'),
  };
}
