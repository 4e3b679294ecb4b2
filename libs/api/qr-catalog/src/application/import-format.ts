import { type FieldDefinition, formFields, isQrType, QR_CONTENT_EXAMPLES, type QrTypeId } from '@liveqr/qr-content';
import { QrCatalogErrorCode } from '../domain/qr-catalog.exception';
import type { CreateQrCodeInput } from './commands/create-qr-code/create-qr-code.command';

/**
 * The spreadsheet form of a code, one row per code: `type`, `name`, `tracked`, then the type's
 * content fields by their names (`url`, `ssid`, `phone`, ...). List fields take numbered columns:
 * `links.1.title`, `links.1.url`, `images.1.url`, ... Rows of several types share one file: each
 * row reads the columns of its own type and ignores the others. Headers are matched without case.
 */
export const MAX_IMPORT_ROWS = 5_000;
/** List items a template offers columns for; a file may add more. */
const TEMPLATE_LIST_ITEMS = 3;
const FIXED_COLUMNS = ['type', 'name', 'tracked'] as const;

export type ImportRowProblem = 'unknown_type' | 'invalid_tracked';

/** Each problem of an import row that create's rules do not see has a code of its own. */
export const IMPORT_ROW_PROBLEM_CODES: Record<ImportRowProblem, QrCatalogErrorCode> = {
  unknown_type: QrCatalogErrorCode.ImportUnknownType,
  invalid_tracked: QrCatalogErrorCode.ImportInvalidTracked,
};

export type ImportedRow = { ok: true; input: CreateQrCodeInput } | { ok: false; problem: ImportRowProblem };

/** The content inputs a row may fill, as the create form shows them (upload buttons aside). */
function contentFields(type: QrTypeId): FieldDefinition[] {
  return formFields(type).filter((field) => field.kind !== 'upload');
}

function isList(field: FieldDefinition): boolean {
  return field.kind === 'links' || field.kind === 'url-list';
}

/** A type's template: its header and one example row (the contract's valid example). */
export function importTemplate(type: QrTypeId): { header: string[]; example: string[] } {
  const header: string[] = [...FIXED_COLUMNS];
  const example: string[] = [type, `Example ${type} code`, 'yes'];
  const content = QR_CONTENT_EXAMPLES[type];
  for (const field of contentFields(type)) {
    if (isList(field)) {
      const items = (content[field.name] as Array<Record<string, string>> | undefined) ?? [];
      for (let n = 1; n <= TEMPLATE_LIST_ITEMS; n++) {
        for (const item of field.itemFields ?? []) {
          header.push(`${field.name}.${n}.${item.name}`);
          example.push(items[n - 1]?.[item.name] ?? '');
        }
      }
    } else {
      header.push(field.name);
      example.push(String(content[field.name] ?? ''));
    }
  }
  return { header, example };
}

/** Whether a header names the type column; a file without one is not an import. */
export function hasTypeColumn(header: readonly string[]): boolean {
  return header.some((column) => column.trim().toLowerCase() === 'type');
}

/**
 * One row as the create input it stands for; validating the content is create's work, not this.
 * `cells` maps lower-cased headers to cell text.
 */
export function importedRow(cells: ReadonlyMap<string, string>): ImportedRow {
  const typeCell = (cells.get('type') ?? '').trim().toLowerCase();
  if (!isQrType(typeCell)) return { ok: false, problem: 'unknown_type' };
  const tracked = parseTracked(cells.get('tracked') ?? '');
  if (tracked === 'invalid') return { ok: false, problem: 'invalid_tracked' };
  const content: Record<string, unknown> = {};
  for (const field of contentFields(typeCell)) {
    content[field.name] = isList(field) ? listItems(cells, field) : (cells.get(field.name.toLowerCase()) ?? '');
  }
  const name = (cells.get('name') ?? '').trim();
  return {
    ok: true,
    input: {
      type: typeCell,
      content,
      ...(name ? { name } : {}),
      ...(tracked === undefined ? {} : { isTracked: tracked }),
    },
  };
}

/** Items from numbered columns, in number order; an item whose cells are all empty is no item. */
function listItems(cells: ReadonlyMap<string, string>, field: FieldDefinition): Array<Record<string, string>> {
  const prefix = `${field.name.toLowerCase()}.`;
  const numbers = new Set<number>();
  for (const column of cells.keys()) {
    const match = column.startsWith(prefix) ? /^(\d{1,3})\./.exec(column.slice(prefix.length)) : null;
    if (match) numbers.add(Number(match[1]));
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) =>
      Object.fromEntries(
        (field.itemFields ?? []).map((item) => [
          item.name,
          cells.get(`${prefix}${n}.${item.name.toLowerCase()}`) ?? '',
        ]),
      ),
    )
    .filter((item) => Object.values(item).some((value) => value.trim() !== ''));
}

function parseTracked(cell: string): boolean | undefined | 'invalid' {
  const value = cell.trim().toLowerCase();
  if (value === '') return undefined;
  if (['yes', 'true', '1', 'y'].includes(value)) return true;
  if (['no', 'false', '0', 'n'].includes(value)) return false;
  return 'invalid';
}
