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
