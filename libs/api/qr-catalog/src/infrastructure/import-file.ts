import { hasTypeColumn, MAX_IMPORT_ROWS } from '../application/import-format';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { readImportCsv } from './import-csv';
import type { ImportRow } from './import-table';
import { isWorkbook, readImportXlsx } from './import-xlsx';

/**
 * Reads an import file, CSV or XLSX (told apart by the bytes, not by what the sender called them),
 * under one set of rules: a header with a `type` column, at least one row, at most MAX_IMPORT_ROWS.
 * Rows with nothing in them are skipped. Refuses a file that is no import as a whole.
 */
export async function readImportFile(bytes: Buffer): Promise<ImportRow[]> {
  const { header, records } = isWorkbook(bytes) ? await readImportXlsx(bytes) : readImportCsv(bytes);
  if (!header || records.length === 0) throw new QrCatalogException(QrCatalogErrorCode.ImportEmpty);
  if (records.length > MAX_IMPORT_ROWS) {
    throw new QrCatalogException(QrCatalogErrorCode.ImportTooManyRows, undefined, { maxRows: MAX_IMPORT_ROWS });
  }
  const columns = header.map((column) => column.trim().toLowerCase());
  if (!hasTypeColumn(columns)) throw new QrCatalogException(QrCatalogErrorCode.ImportMissingTypeColumn);
  return records
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
    .map(({ line, cells }) => ({
      line,
      cells: Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ''])),
    }));
}
