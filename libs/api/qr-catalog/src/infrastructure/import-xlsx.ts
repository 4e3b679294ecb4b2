import { unzipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { MAX_IMPORT_ROWS } from '../application/import-format';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import type { ImportTable } from './import-table';

/** Every XLSX file is a ZIP archive, and every ZIP archive starts with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a workbook may unpack to. 5,000 rows of the widest type unpack to a few MB; the limit keeps a
 * small archive that inflates to gigabytes (a "zip bomb") from being unpacked at all.
 */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** Excel's files before 2007 (.xls) are OLE2 compound files: refused with a word on how to save them. */
const OLE2_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const startsWith = (bytes: Buffer, signature: Buffer) => bytes.subarray(0, signature.length).equals(signature);

/** Whether the bytes are a workbook, not text: an XLSX (read) or an old .xls (refused by readImportXlsx). */
export function isWorkbook(bytes: Buffer): boolean {
  return startsWith(bytes, ZIP_SIGNATURE) || startsWith(bytes, OLE2_SIGNATURE);
}

/**
 * Reads the first sheet of an XLSX workbook as the import's table: each cell as the text it holds
 * (numbers exactly as stored, so a phone number keeps its digits), its spreadsheet row as the line.
 */
export async function readImportXlsx(bytes: Buffer): Promise<ImportTable> {
  const malformed = () => new QrCatalogException(QrCatalogErrorCode.ImportMalformedXlsx);
  if (!startsWith(bytes, ZIP_SIGNATURE)) throw malformed();
  let unpacked = 0;
  try {
    // Lists the archive's entries and their sizes from its directory, unpacking nothing.
    unzipSync(bytes, {
      filter: (entry) => {
        unpacked += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw malformed();
  }
  if (unpacked > MAX_UNPACKED_BYTES) throw new QrCatalogException(QrCatalogErrorCode.ImportFileTooLarge);
  let rows: SheetData<string>;
  try {
    rows = await readSheet(bytes, { trim: false, parseNumber: (text: string) => text });
  } catch {
    throw malformed();
  }
  const [header, ...records] = rows.slice(0, MAX_IMPORT_ROWS + 2);
  return {
    header: header?.map(cellText),
    records: records.map((cells, index) => ({ line: index + 2, cells: cells.map(cellText) })),
  };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  return String(value);
}
