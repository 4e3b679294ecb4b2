import { QR_TYPE_FIELDS, type FieldDefinition } from './fields';
import { MAX_LIST_ITEMS } from './limits';
import type { QrTypeId } from './types';

/** The part of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that content schemas need. */
export interface ContentJsonSchema {
  type: 'object' | 'array' | 'string';
  title?: string;
  description?: string;
  properties?: Record<string, ContentJsonSchema>;
  required?: string[];
  additionalProperties?: false;
  example?: Record<string, unknown>;
  items?: ContentJsonSchema;
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  enum?: string[];
  default?: string;
}

/**
 * `input`: what a request may send (only the fields a type needs on their own are required, and
 * normalisation fills the rest); `stored`: what the API answers (every field present, '' when empty).
 */
export type ContentSchemaRole = 'input' | 'stored';

/** One valid input per type: the contract's examples (and a test checks each one passes validation). */
export const QR_CONTENT_EXAMPLES: { readonly [T in QrTypeId]: Record<string, unknown> } = {
  website: { url: 'https://example.com' },
  pdf: { pdfUrl: 'https://example.com/brochure.pdf' },
  images: { images: [{ url: 'https://example.com/photo-1.jpg' }, { url: 'https://example.com/photo-2.jpg' }] },
  video: { videoUrl: 'https://example.com/tour.mp4' },
  wifi: { ssid: 'Cafe Guest', password: 'espresso-2026', encryption: 'WPA' },
  menu: { menuUrl: 'https://example.com/menu' },
  business: { businessName: 'Corner Bakery', website: 'https://bakery.example', phone: '+1 555 0100' },
  vcard: { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com' },
  mp3: { audioUrl: 'https://example.com/episode-1.mp3' },
  apps: { store: 'android', appId: 'com.example.app' },
  links: { links: [{ title: 'Shop', url: 'https://example.com/shop' }, { url: 'https://example.com/blog' }] },
  coupon: { code: 'SPRING10', text: '10% off every order until May' },
  facebook: { pageId: 'liveqr' },
  instagram: { username: 'liveqr' },
  social: { instagramUrl: 'https://instagram.com/liveqr', url: 'https://example.com' },
  whatsapp: { phone: '+15550100', message: 'Hello!' },
};

/** Required by the form, yet a rule of validation lifts it: an open network has no password. */
const CONDITIONALLY_REQUIRED: { readonly [T in QrTypeId]?: readonly string[] } = { wifi: ['password'] };

/**
 * The JSON Schema of one type's content, derived from its field definitions so that the
 * API's contract, the creator's form and validation share one description of every type.
 */
export function qrContentJsonSchema(type: QrTypeId, role: ContentSchemaRole): ContentJsonSchema {
  const conditional = new Set(CONDITIONALLY_REQUIRED[type] ?? []);
  const fields = QR_TYPE_FIELDS[type].filter((field) => field.kind !== 'upload');
  const schema = objectSchema(
    fields,
    role,
    (field) => role === 'stored' || (field.required && !conditional.has(field.name)),
  );
  return role === 'input' ? { ...schema, example: QR_CONTENT_EXAMPLES[type] } : schema;
}

function objectSchema(
  fields: readonly FieldDefinition[],
  role: ContentSchemaRole,
  isRequired: (field: FieldDefinition) => boolean,
): ContentJsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, role)])),
    required: fields.filter(isRequired).map((field) => field.name),
    // Input may carry other fields: validation drops them.
    ...(role === 'stored' ? { additionalProperties: false as const } : {}),
  };
}

function fieldSchema(field: FieldDefinition, role: ContentSchemaRole): ContentJsonSchema {
  const described = { description: field.hint ? `${field.label}. ${field.hint}` : field.label };
  switch (field.kind) {
    case 'links':
    case 'url-list': {
      const itemFields = field.itemFields ?? [];
      const item = objectSchema(itemFields, role, (item) => role === 'stored' || item.required);
      return { type: 'array', ...described, items: item, minItems: 1, maxItems: MAX_LIST_ITEMS };
    }
    case 'select':
      return {
        type: 'string',
        ...described,
        enum: (field.options ?? []).map((option) => option.value),
        ...(field.defaultValue === undefined ? {} : { default: field.defaultValue }),
      };
    default:
      // No `format`: input is normalised first (a bare host gains https://), and stored optional fields hold ''.
      return { type: 'string', ...described, maxLength: field.maxLength };
  }
}
