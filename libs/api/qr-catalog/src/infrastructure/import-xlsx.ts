import { Unzip, UnzipInflate } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { MAX_IMPORT_ROWS } from '../application/import-format';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { MAX_IMPORT_COLUMNS } from '../domain/import-limits';
import { checkedCell, type ImportTable } from './import-table';

/** Every XLSX file is a ZIP archive, and every ZIP archive starts with a local file header. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * What a workbook may unpack to. 5,000 rows of the widest type unpack to a few MB; the limit keeps a
 * small archive that inflates to gigabytes (a "zip bomb") from being unpacked: it counts the bytes
 * inflation really yields, whatever sizes the archive declares, and stops at the limit.
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
  const sheets = inflatedSheets(bytes);
  // The reader lays each sheet out as a full grid: its size is bounded before the reader runs.
  for (const sheet of sheets) checkSheetDimensions(sheet);
  let rows: SheetData<string>;
  try {
    rows = await readSheet(bytes, { trim: false, parseNumber: (text: string) => text });
  } catch {
    throw malformed();
  }
  const [header, ...records] = rows.slice(0, MAX_IMPORT_ROWS + 2);
  return {
    header: header?.map((value, column) => checkedCell(cellText(value), column, 1)),
    records: records.map((cells, index) => ({
      line: index + 2,
      cells: cells.map((value, column) => checkedCell(cellText(value), column, index + 2)),
    })),
  };
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  return String(value);
}

/**
 * Inflates the whole archive once, counting what it yields and stopping past MAX_UNPACKED_BYTES,
 * and answers the worksheets' XML. Refuses an archive that does not inflate.
 */
function inflatedSheets(bytes: Buffer): string[] {
  const sheets = new Map<string, Uint8Array[]>();
  let unpacked = 0;
  let tooLarge = false;
  let broken = false;
  const unzip = new Unzip((file) => {
    const chunks: Uint8Array[] | undefined = /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) ? [] : undefined;
    if (chunks) sheets.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (error) broken = true;
      if (error || tooLarge) return file.terminate();
      unpacked += chunk.length;
      if (unpacked > MAX_UNPACKED_BYTES) {
        tooLarge = true;
        return file.terminate();
      }
      chunks?.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (tooLarge) throw new QrCatalogException(QrCatalogErrorCode.ImportFileTooLarge);
  if (broken) throw new QrCatalogException(QrCatalogErrorCode.ImportMalformedXlsx);
  return [...sheets.values()].map((chunks) => Buffer.concat(chunks).toString('utf8'));
}

/** A row or cell element and its attributes (`<cols>` and `<rowBreaks>` do not match). */
const SHEET_ELEMENT = /<(row|c)(?=[\s/>])([^>]*)>/g;
const REFERENCE = /\br="([A-Z]*)(\d*)"/;

/**
 * Refuses a sheet laid out beyond the import's limits: a row past MAX_IMPORT_ROWS (and the header) or a
 * column past MAX_IMPORT_COLUMNS, counted from the cells' references or, where a cell has none, its place.
 */
function checkSheetDimensions(xml: string): void {
  let row = 0;
  let column = 0;
  for (const [, element, attributes] of xml.matchAll(SHEET_ELEMENT)) {
    const [, letters = '', digits = ''] = REFERENCE.exec(attributes) ?? [];
    if (element === 'row') {
      row = digits ? Number(digits) : row + 1;
      column = 0;
    } else {
      column = letters ? columnNumber(letters) : column + 1;
      if (digits) row = Number(digits);
    }
    if (row > MAX_IMPORT_ROWS + 1) {
      throw new QrCatalogException(QrCatalogErrorCode.ImportTooManyRows, undefined, { maxRows: MAX_IMPORT_ROWS });
    }
    if (column > MAX_IMPORT_COLUMNS) {
      throw new QrCatalogException(QrCatalogErrorCode.ImportTooManyColumns, undefined, {
        maxColumns: MAX_IMPORT_COLUMNS,
        line: row,
      });
    }
  }
}

/** `A` is 1, `Z` 26, `AA` 27. */
function columnNumber(letters: string): number {
  return [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);
}
