import type { VcardContent } from './content';
import { buildVcard, escapeText, foldLine, vcardFileName } from './vcard';

const contact = (overrides: Partial<VcardContent> = {}): VcardContent => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  website: 'https://ada.example.com',
  address: '12 St James Square, London',
  ...overrides,
});

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('buildVcard', () => {
  it('writes a vCard 3.0 with CRLF line ends', () => {
    expect(buildVcard(contact())).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'TEL:+44 20 7946 0000',
        'EMAIL:ada@example.com',
        'ORG:Analytical Engines',
        'URL:https://ada.example.com',
        'ADR:;;12 St James Square\\, London;;;;',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves out empty fields', () => {
    expect(buildVcard(contact({ lastName: '', email: '', company: '', website: '', address: '' }))).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Ada;;;\r\nFN:Ada\r\nTEL:+44 20 7946 0000\r\nEND:VCARD\r\n',
    );
  });

  it('escapes backslash, comma, semicolon and newlines in text values', () => {
    const card = buildVcard(contact({ company: 'A\\B, C; D', address: 'Line 1\nLine 2\r\nLine 3' }));
    expect(card).toContain('ORG:A\\\\B\\, C\\; D\r\n');
    expect(card).toContain('ADR:;;Line 1\\nLine 2\\nLine 3;;;;\r\n');
  });

  it('escapes the name parts separately from the N separators', () => {
    expect(buildVcard(contact({ firstName: 'Jean;Luc', lastName: 'Picard, Capt' }))).toContain(
      'N:Picard\\, Capt;Jean\\;Luc;;;\r\n',
    );
  });

  it('keeps commas in the URL, which is a URI and not text', () => {
    expect(buildVcard(contact({ website: 'https://example.com/a,b' }))).toContain('URL:https://example.com/a,b\r\n');
  });

  it('folds lines longer than 75 octets with CRLF and a space', () => {
    const card = buildVcard(contact({ company: 'x'.repeat(200) }));
    for (const line of card.split('\r\n')) expect(utf8Bytes(line)).toBeLessThanOrEqual(75);
    expect(card.replace(/\r\n /g, '')).toContain(`ORG:${'x'.repeat(200)}\r\n`);
  });

  it('never splits a multi-byte UTF-8 character when folding', () => {
    const company = 'é'.repeat(50) + '日本語'.repeat(20) + '😀'.repeat(20);
    const card = buildVcard(contact({ company }));
    const lines = card.split('\r\n');
    for (const line of lines) {
      expect(utf8Bytes(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(card.replace(/\r\n /g, '')).toContain(`ORG:${company}\r\n`);
  });
});

describe('foldLine', () => {
  it('leaves a line of exactly 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds the 76th octet onto a continuation line', () => {
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('moves a 2-byte character that would straddle octet 75 to the next line', () => {
    const folded = foldLine(`${'x'.repeat(74)}é`);
    expect(folded).toBe(`${'x'.repeat(74)}\r\n é`);
  });
});

describe('escapeText', () => {
  it('escapes the backslash before the other characters', () => {
    expect(escapeText('\\,')).toBe('\\\\\\,');
  });
});

describe('vcardFileName', () => {
  it('joins first and last name and replaces what is neither a letter nor a digit with underscores', () => {
    expect(vcardFileName('Ada', 'Lovelace')).toBe('Ada_Lovelace.vcf');
    expect(vcardFileName('Jean-Luc', "O'Neil")).toBe('Jean_Luc_O_Neil.vcf');
    expect(vcardFileName('Agent', '007 📷')).toBe('Agent_007__.vcf');
  });

  it('keeps the letters of every alphabet, composed', () => {
    expect(vcardFileName('Żaneta', 'Łukasiewicz')).toBe('Żaneta_Łukasiewicz.vcf');
    expect(vcardFileName('Jose\u0301', 'Ñ')).toBe('José_Ñ.vcf');
    expect(vcardFileName('Δήμητρα', 'Ηλιοπούλου')).toBe('Δήμητρα_Ηλιοπούλου.vcf');
  });

  it('uses the first name alone when there is no last name', () => {
    expect(vcardFileName('Ada', '')).toBe('Ada.vcf');
  });

  it('falls back to Contact when there is no name', () => {
    expect(vcardFileName('', ' ')).toBe('Contact.vcf');
  });
});
