import { MAX_IMPORT_CELL_LENGTH, MAX_IMPORT_COLUMNS } from '../domain/import-limits';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';

/** One data row of an import file: the line (or spreadsheet row) it starts on, and its cells by lower-cased header. */
export interface ImportRow {
  line: number;
  cells: Record<string, string>;
}

/** A file's lines as read, before the header is applied: each record's cells and the line it starts on. */
export interface ImportTable {
  header: string[] | undefined;
  records: Array<{ line: number; cells: string[] }>;
}

/**
 * A cell as read, checked as soon as the reader has it: its column within MAX_IMPORT_COLUMNS, its
 * text within MAX_IMPORT_CELL_LENGTH and free of NUL (which PostgreSQL cannot store). `column` counts
 * from 0; `line` is where the cell's record starts, for the error.
 */
export function checkedCell(text: string, column: number, line: number): string {
  if (column >= MAX_IMPORT_COLUMNS) {
    throw new QrCatalogException(QrCatalogErrorCode.ImportTooManyColumns, undefined, {
      maxColumns: MAX_IMPORT_COLUMNS,
      line,
    });
  }
  if (text.length > MAX_IMPORT_CELL_LENGTH) {
    throw new QrCatalogException(QrCatalogErrorCode.ImportCellTooLong, undefined, {
      maxCellLength: MAX_IMPORT_CELL_LENGTH,
      line,
    });
  }
  if (text.includes('\0'))
    throw new QrCatalogException(QrCatalogErrorCode.ImportInvalidCharacters, undefined, { line });
  return text;
}
