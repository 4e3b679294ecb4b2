import {
  CONTENT_MESSAGES,
  DESTINATION_MESSAGES,
  DESTINATION_REFUSALS,
  QR_TYPE_IDS,
  REQUIRED_CONTENT_MESSAGES,
} from '@liveqr/qr-content';

/** qr-content's fixed messages are English (the server sends the same); the form shows them translated. */
const TRANSLATED = [
  'emptyPayload',
  'urlRequired',
  'duplicateLink',
  'tooManyItems',
  'tooManyHosts',
  'onlyHttp',
  'invalidEmail',
  'invalidFacebookPage',
  'invalidInstagramUsername',
  'invalidAppId',
] as const;

const KEYS = new Map<string, string>([
  ...QR_TYPE_IDS.map((type): [string, string] => [REQUIRED_CONTENT_MESSAGES[type], `messages.required.${type}`]),
  ...TRANSLATED.map((name): [string, string] => [CONTENT_MESSAGES[name], `messages.${name}`]),
  // The destination policy's refusals: the form's own check and the server's answer say the same.
  ...DESTINATION_REFUSALS.map((refusal): [string, string] => [
    DESTINATION_MESSAGES[refusal],
    `messages.destination.${refusal}`,
  ]),
]);

/** The translation of a known message; any other text (e.g. with a field's label) as it came. */
export function translateContentMessage(
  message: string,
  t: (key: string, options: { defaultValue: string }) => string,
): string {
  const key = KEYS.get(message);
  return key ? t(key, { defaultValue: message }) : message;
}

/** Whether the text is one of qr-content's fixed messages, which the creator's catalogue translates. */
export function isContentMessage(message: string): boolean {
  return KEYS.has(message);
}
