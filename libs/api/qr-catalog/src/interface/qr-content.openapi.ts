import { type ContentSchemaRole, QR_TYPE_IDS, type QrTypeId, qrContentJsonSchema } from '@liveqr/qr-content';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

/** The DTOs whose `content` depends on their `type`, with the role their content plays. */
const TYPED_CONTENT_DTOS: Record<string, ContentSchemaRole> = {
  CreateQrCodeRequestDto: 'input',
  CheckDesignRequestDto: 'input',
  QrCodeResponseDto: 'stored',
};

/**
 * The 16 content types in the contract. Each DTO whose content follows its type becomes a union
 * (`oneOf` with a discriminator on `type`) of one variant per type; an edit, which names no type,
 * takes any type's input. Content schemas come from @liveqr/qr-content's field definitions.
 */
export function addQrContentSchemas(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  for (const type of QR_TYPE_IDS) {
    for (const role of ['input', 'stored'] as const) {
      schemas[contentSchemaName(type, role)] = {
        title: contentSchemaName(type, role),
        ...qrContentJsonSchema(type, role),
      };
    }
  }
  for (const [name, role] of Object.entries(TYPED_CONTENT_DTOS)) {
    const base = schemas[name] as SchemaObject;
    const variantName = (type: QrTypeId) => `${pascal(type)}${name}`;
    for (const type of QR_TYPE_IDS) {
      schemas[variantName(type)] = {
        ...base,
        properties: {
          ...base.properties,
          type: { type: 'string', enum: [type], example: type },
          content: ref(contentSchemaName(type, role)),
        },
      };
    }
    schemas[name] = {
      oneOf: QR_TYPE_IDS.map((type) => ref(variantName(type))),
      discriminator: {
        propertyName: 'type',
        mapping: Object.fromEntries(QR_TYPE_IDS.map((type) => [type, ref(variantName(type)).$ref])),
      },
    };
  }
  const update = schemas['UpdateQrCodeRequestDto'] as SchemaObject;
  update.properties = {
    ...update.properties,
    content: {
      description: "The content of the code's type (its type never changes).",
      anyOf: QR_TYPE_IDS.map((type) => ref(contentSchemaName(type, 'input'))),
    },
  };
}

function contentSchemaName(type: QrTypeId, role: ContentSchemaRole): string {
  return `${pascal(type)}Content${role === 'input' ? 'Input' : ''}`;
}

function pascal(type: QrTypeId): string {
  return type[0].toUpperCase() + type.slice(1);
}

function ref(name: string): ReferenceObject {
  return { $ref: `#/components/schemas/${name}` };
}
