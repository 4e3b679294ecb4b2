import { type Options, type Stringifier, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

export interface CsvColumn<Row> {
  key: keyof Row & string;
  header: string;
}

/**
 * Every CSV LiveQR writes goes through here, so a cell a spreadsheet would run as a formula (one that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return: a code's name, a User-Agent, an
 * imported cell) is written with a leading `'` and shown as text. Negative numbers stay numbers.
 */
function options<Row>(columns: ReadonlyArray<CsvColumn<Row>>): Options {
  return {
    header: true,
    escape_formulas: true,
    bom: false,
    cast: { boolean: (value) => (value ? 'yes' : 'no'), date: (value) => value.toISOString() },
    columns: columns.map(({ key, header }) => ({ key, header })),
  };
}

/** A CSV stream: write rows (objects) in, read text out; for exports too large to hold. */
export function spreadsheetCsvStream<Row>(columns: ReadonlyArray<CsvColumn<Row>>): Stringifier {
  return stringify(options(columns));
}

/** A whole CSV file of rows that are already in memory. */
export function spreadsheetCsv<Row>(rows: readonly Row[], columns: ReadonlyArray<CsvColumn<Row>>): string {
  return stringifySync(rows as unknown as Record<string, unknown>[], options(columns));
}
