import { spreadsheetCsv, spreadsheetCsvStream } from './spreadsheet-csv';

interface Row {
  name: string;
  note: string;
  count: number;
}

const columns = [
  { key: 'name', header: 'name' },
  { key: 'note', header: 'note' },
  { key: 'count', header: 'count' },
] as const;

describe('spreadsheet-safe CSV', () => {
  it('writes a formula as text, with a leading quote', () => {
    const csv = spreadsheetCsv<Row>(
      [{ name: '=HYPERLINK("https://evil.example","Click")', note: 'ok', count: 1 }],
      [...columns],
    );
    expect(csv.split('\n')[1]).toBe(`"'=HYPERLINK(""https://evil.example"",""Click"")",ok,1`);
  });

  it('neutralises every cell start a spreadsheet reads as a formula, and keeps negative numbers', () => {
    const starts = ['+1+1', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd'];
    const csv = spreadsheetCsv<Row>(
      starts.map((name) => ({ name, note: '', count: -3 })),
      [...columns],
    );
    const lines = csv.trimEnd().split('\n').slice(1).join('\n');
    for (const start of starts) expect(lines).toContain(`'${start}`);
    expect(lines).toContain(',-3');
  });

  it('streams the same neutralised cells', async () => {
    const stream = spreadsheetCsvStream<Row>([...columns]);
    stream.end({ name: '=1+1', note: 'fine', count: 2 });
    let text = '';
    for await (const chunk of stream) text += String(chunk);
    expect(text).toBe("name,note,count\n'=1+1,fine,2\n");
  });
});
