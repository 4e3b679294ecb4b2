import { asciiFileName, attachment, inline } from './content-disposition';

describe('Content-Disposition', () => {
  it('keeps the exact name in filename* and gives an ASCII name without the accents', () => {
    expect(attachment('Żaneta_Łukasiewicz.vcf')).toBe(
      `attachment; filename="Zaneta_Lukasiewicz.vcf"; filename*=UTF-8''%C5%BBaneta_%C5%81ukasiewicz.vcf`,
    );
    expect(inline('Crème brûlée.pdf')).toBe(
      `inline; filename="Creme brulee.pdf"; filename*=UTF-8''Cr%C3%A8me%20br%C3%BBl%C3%A9e.pdf`,
    );
  });

  it('spells out letters that have no accent to drop', () => {
    expect(asciiFileName('Straße Ørsted Æsir Œuvre')).toBe('Strasse Orsted AEsir OEuvre');
  });

  it('replaces what has no ASCII letter, and what clients misread inside the quotes, with underscores', () => {
    expect(asciiFileName('東京 📷 "100%" a\\b\r\n.png')).toBe('__ _ _100__ a_b__.png');
  });

  it('percent-encodes the characters RFC 5987 leaves out of a value, and a lone surrogate as U+FFFD', () => {
    expect(attachment("it's (1)*.csv")).toBe(
      `attachment; filename="it's (1)*.csv"; filename*=UTF-8''it%27s%20%281%29%2A.csv`,
    );
    expect(attachment('a\ud800.txt')).toBe(`attachment; filename="a_.txt"; filename*=UTF-8''a%EF%BF%BD.txt`);
  });
});
