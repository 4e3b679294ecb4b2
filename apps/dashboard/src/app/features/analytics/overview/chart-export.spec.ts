import { toCsv } from './chart-export';

describe('toCsv', () => {
  it('neutralises formulas and quotes separators, quotes and line breaks', () => {
    const csv = toCsv({
      columns: ['Code', 'Scans'],
      rows: [
        ['=HYPERLINK("http://evil.example","x")', 3],
        ['+1', 2],
        ['-2', 1],
        ['@SUM(A1)', 0],
        ['Menu, lunch\nand dinner', -4],
      ],
    });
    expect(csv).toBe(
      [
        'Code,Scans',
        `"'=HYPERLINK(""http://evil.example"",""x"")",3`,
        "'+1,2",
        "'-2,1",
        "'@SUM(A1),0",
        '"Menu, lunch\nand dinner",-4',
        '',
      ].join('\r\n'),
    );
  });
});
