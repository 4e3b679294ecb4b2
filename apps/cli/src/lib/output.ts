/** Prints a value for scripts: the API's JSON as it came. */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Rows as columns padded to their widest cell, under upper-case headings. */
export function table(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.toUpperCase())), ...rows.map(line)].join('\n');
}

/** Name: value lines, names aligned. */
export function fields(entries: readonly [string, string][]): string {
  const width = Math.max(...entries.map(([name]) => name.length));
  return entries.map(([name, value]) => `${`${name}:`.padEnd(width + 1)} ${value}`).join('\n');
}
