import { CsvError, parse } from 'csv-parse/sync';
import { hasTypeColumn, MAX_IMPORT_ROWS } from '../application/import-format';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';

/** One data row of an import file: the line it starts on, and its cells by lower-cased header. */
export interface ImportCsvRow {
  line: number;
  cells: Record<string, string>;
}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Reads an import file as spreadsheets save it: UTF-8 with or without a BOM, separated by commas,
 * semicolons (Excel in many European locales) or tabs, as the header line shows; quoted cells may
 * hold separators, quotes and line breaks. Refuses a file that is no import as a whole.
 */
export function readImportCsv(bytes: Buffer): ImportCsvRow[] {
  const text = bytes.toString('utf8');
  const delimiter = delimiterOf(text);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Stop reading as soon as the file is over the limit: header plus one row too many.
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new QrCatalogException(QrCatalogErrorCode.ImportMalformed, undefined, {
        line: (error as CsvError & { lines?: number }).lines ?? null,
      });
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new QrCatalogException(QrCatalogErrorCode.ImportEmpty);
  if (rows.length > MAX_IMPORT_ROWS) {
    throw new QrCatalogException(QrCatalogErrorCode.ImportTooManyRows, undefined, { maxRows: MAX_IMPORT_ROWS });
  }
  const columns = header.record.map((column) => column.trim().toLowerCase());
  if (!hasTypeColumn(columns)) throw new QrCatalogException(QrCatalogErrorCode.ImportMissingTypeColumn);
  return rows
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({
      // csv-parse counts the line a record ends on; a quoted line break inside it moves its start up.
      line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: Object.fromEntries(columns.map((column, index) => [column, record[index] ?? ''])),
    }));
}

/** The separator the header line uses most (headers are plain words, rarely quoted). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))];
}
