import { CsvError, parse } from 'csv-parse/sync';
import { MAX_IMPORT_ROWS } from '../application/import-format';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { checkedCell, type ImportTable } from './import-table';

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * Reads a CSV import file as spreadsheets save it: UTF-8 with or without a BOM, separated by commas,
 * semicolons (Excel in many European locales) or tabs, as the header line shows; quoted cells may
 * hold separators, quotes and line breaks.
 */
export function readImportCsv(bytes: Buffer): ImportTable {
  const text = bytes.toString('utf8');
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // Stop reading as soon as the file is over the limit: header plus one row too many.
      to: MAX_IMPORT_ROWS + 2,
      // Each cell is checked as it is read, so a record of a million columns stops at the first too many.
      cast: (value, { index, lines }) => checkedCell(value, index, lines),
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
  return {
    header: header?.record,
    records: rows.map(({ record, info }) => ({
      // csv-parse counts the line a record ends on; a quoted line break inside it moves its start up.
      line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record,
    })),
  };
}

/** The separator the header line uses most (headers are plain words, rarely quoted). */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length);
  return DELIMITERS[counts.indexOf(Math.max(...counts))];
}
