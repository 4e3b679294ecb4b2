import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import { RELEASED_V1_CONTRACT_FILE } from '../src/app/contract';
import { breakingChanges } from '../src/app/contract-compat';

/** The breaking-change check, on the released v1 contract and copies of it changed one way each. */
describe('the breaking-change check of the public API', () => {
  const released = JSON.parse(
    readFileSync(join(__dirname, '../../..', RELEASED_V1_CONTRACT_FILE), 'utf8'),
  ) as OpenAPIObject;
  const changed = (change: (document: OpenAPIObject) => void) => {
    const copy = structuredClone(released);
    change(copy);
    return breakingChanges(released, copy);
  };
  const schema = (document: OpenAPIObject, name: string) => document.components?.schemas?.[name] as SchemaObject;
  const property = (document: OpenAPIObject, name: string, field: string) =>
    schema(document, name).properties?.[field] as SchemaObject;

  it('finds nothing between a contract and itself', () => {
    expect(breakingChanges(released, structuredClone(released))).toEqual([]);
  });

  it('reads schemas the v1 routes use, so the cases below touch the real contract', () => {
    expect(released.paths['/api/v1/qr-codes'].get?.responses['200']).toBeDefined();
    expect(schema(released, 'QrCodeListItemResponseDto').required).toContain('name');
    expect(property(released, 'QrCodeListItemResponseDto', 'type').enum).toContain('wifi');
    expect(property(released, 'BulkStatusRequestDto', 'active').type).toBe('boolean');
  });

  it.each<[string, (document: OpenAPIObject) => void, RegExp]>([
    ['a path removed', (d) => delete d.paths['/api/v1/qr-codes/{id}'], /^\/api\/v1\/qr-codes\/\{id\}: path removed$/],
    ['an operation removed', (d) => delete d.paths['/api/v1/qr-codes/{id}'].delete, /^DELETE .*: operation removed$/],
    [
      'a required request field added',
      (d) => {
        const request = schema(d, 'BulkStatusRequestDto');
        request.properties = { ...request.properties, reason: { type: 'string' } };
        request.required = [...(request.required ?? []), 'reason'];
      },
      /^POST \/api\/v1\/qr-codes\/bulk\/status request\.reason: required request field added$/,
    ],
    [
      'an optional request field made required',
      (d) => schema(d, 'BulkStatusRequestDto').required?.push('ids'),
      /request\.ids: required request field added$/,
    ],
    [
      'a required query parameter added',
      (d) =>
        d.paths['/api/v1/qr-codes'].get?.parameters?.push({ name: 'owner', in: 'query', required: true, schema: {} }),
      /^GET \/api\/v1\/qr-codes parameter query owner: required parameter added$/,
    ],
    [
      'a response field removed',
      (d) => delete schema(d, 'QrCodeListItemResponseDto').properties?.['name'],
      /^GET \/api\/v1\/qr-codes response 200\..*\.name: response field removed$/,
    ],
    [
      'an enum value removed',
      (d) => {
        const type = property(d, 'QrCodeListItemResponseDto', 'type');
        type.enum = type.enum?.filter((value) => value !== 'wifi');
      },
      /\.type: enum value removed: "wifi"$/,
    ],
    [
      'a request type narrowed',
      (d) => (property(d, 'BulkMoveRequestDto', 'folderId').type = 'string'),
      /request\.folderId: type narrowed from string\|null to string$/,
    ],
    [
      'a response type widened (a field that may now be null)',
      (d) => (property(d, 'QrCodeListItemResponseDto', 'name').type = ['string', 'null']),
      /response 200\..*\.name: type widened from string to string\|null$/,
    ],
  ])('reports %s as breaking', (_, change, expected) => {
    const problems = changed(change);
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
  });

  it.each<[string, (document: OpenAPIObject) => void]>([
    [
      'a new optional request field',
      (d) => {
        const request = schema(d, 'BulkStatusRequestDto');
        request.properties = { ...request.properties, reason: { type: 'string' } };
      },
    ],
    [
      'a new response field',
      (d) => {
        const response = schema(d, 'QrCodeListItemResponseDto');
        response.properties = { ...response.properties, colour: { type: 'string' } };
        response.required = [...(response.required ?? []), 'colour'];
      },
    ],
    ['a new path', (d) => (d.paths['/api/v1/folders/{id}/codes'] = structuredClone(d.paths['/api/v1/qr-codes']))],
    [
      'a new optional query parameter',
      (d) => d.paths['/api/v1/qr-codes'].get?.parameters?.push({ name: 'colour', in: 'query', schema: {} }),
    ],
    ['a request type widened', (d) => (property(d, 'BulkStatusRequestDto', 'active').type = ['boolean', 'string'])],
  ])('lets %s through', (_, change) => {
    expect(changed(change)).toEqual([]);
  });
});
