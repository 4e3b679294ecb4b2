import { QR_CONTENT_EXAMPLES, qrContentJsonSchema } from './content-schema';
import { QR_TYPE_IDS } from './types';
import { validateContent } from './validation';

describe('qrContentJsonSchema', () => {
  it('describes the input of a type with only its own required fields', () => {
    const schema = qrContentJsonSchema('website', 'input');
    expect(schema).toMatchObject({
      type: 'object',
      required: ['url'],
      properties: { url: { type: 'string', maxLength: 2048 } },
    });
  });

  it('lists every field once, though an upload input edits the same field as its URL input', () => {
    const schema = qrContentJsonSchema('pdf', 'stored');
    expect(Object.keys(schema.properties ?? {})).toEqual(['pdfUrl', 'url']);
    expect(schema.required).toEqual(['pdfUrl', 'url']);
  });

  it('lets an open network leave out its password, with the encryption as a closed list', () => {
    const schema = qrContentJsonSchema('wifi', 'input');
    expect(schema.required).toEqual(['ssid', 'encryption']);
    expect(schema.properties?.['encryption']).toMatchObject({ enum: ['WPA', 'WEP', 'nopass'], default: 'WPA' });
  });

  it('describes lists of links as arrays of objects whose URL is required', () => {
    const links = qrContentJsonSchema('links', 'input').properties?.['links'];
    expect(links).toMatchObject({ type: 'array', minItems: 1, items: { type: 'object', required: ['url'] } });
  });

  it.each(QR_TYPE_IDS)('gives %s an example that validation accepts and stores as the stored schema says', (type) => {
    const result = validateContent(type, QR_CONTENT_EXAMPLES[type]);
    if (!result.ok) throw new Error(result.message);
    const stored = qrContentJsonSchema(type, 'stored');
    expect(Object.keys(result.content).sort()).toEqual([...(stored.required ?? [])].sort());
    expect(stored.additionalProperties).toBe(false);
  });
});
