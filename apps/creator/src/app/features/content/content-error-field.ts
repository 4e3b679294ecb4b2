import {
  checkUrl,
  CONTENT_MESSAGES,
  type FieldDefinition,
  formFields,
  type QrTypeId,
  REQUIRED_CONTENT_MESSAGES,
} from '@liveqr/qr-content';

/** Every private, loopback or credential-bearing URL is refused without knowing the server's own origins. */
const STATIC_DESTINATION_CHECK = { ownOrigins: [] };

const isEmpty = (value: unknown) => (Array.isArray(value) ? value.length === 0 : String(value ?? '').trim() === '');

/**
 * The content field a refusal of qr-content's (the form's own check or the server's) is about, so the
 * form shows it there. qr-content says what is wrong, not where; its messages name a field by its label,
 * and the rest belong to the type's first empty required field, the URL that fails the same way on its
 * own, or the one field a format rule reads (page ID, user name, app ID, the list of links).
 */
export function fieldOfContentMessage(
  type: QrTypeId,
  content: Record<string, unknown>,
  message: string,
): string | undefined {
  // An upload only fills the URL field of the same name, which is where its value is shown.
  const inputs = formFields(type).filter((field) => field.kind !== 'upload');
  const typed = inputs.filter((field) => field.kind !== 'select');
  const valueOf = (field: FieldDefinition) => content[field.name];

  if (message === REQUIRED_CONTENT_MESSAGES[type] || message === CONTENT_MESSAGES.emptyPayload) {
    // "At least one of" types mark no field required: their first field is where to start.
    return (typed.find((field) => field.required && isEmpty(valueOf(field))) ?? typed[0])?.name;
  }
  // "Website URL is not a valid URL": the longest label that starts the message ("Website" is shorter).
  const labelled = inputs
    .filter((field) => message.startsWith(`${field.label} `))
    .sort((a, b) => b.label.length - a.label.length)[0];
  if (labelled) return labelled.name;
  if (message === CONTENT_MESSAGES.invalidEmail) return inputs.find((field) => field.kind === 'email')?.name;

  const filledUrls = typed.filter((field) => field.kind === 'url' && !isEmpty(valueOf(field)));
  const failingUrl = filledUrls.find((field) => {
    const checked = checkUrl(String(valueOf(field)), field.label, STATIC_DESTINATION_CHECK);
    return !checked.ok && checked.message === message;
  });
  if (failingUrl) return failingUrl.name;
  // A destination only the server refuses (blocklisted, its own short links): the first URL given.
  if (filledUrls.length > 0) return filledUrls[0].name;
  return (typed.find((field) => !isEmpty(valueOf(field))) ?? typed[0])?.name;
}
