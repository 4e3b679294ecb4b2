/** Letters that Unicode decomposition does not take apart into an ASCII letter and accents. */
const ASCII_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'Th',
  þ: 'th',
};

/** RFC 6266 `Content-Disposition` for a download: a plain ASCII name plus the exact UTF-8 one. */
export function attachment(fileName: string): string {
  return contentDisposition('attachment', fileName);
}

/** RFC 6266 `Content-Disposition` for a file the browser shows itself (a PDF, an image), named as for a download. */
export function inline(fileName: string): string {
  return contentDisposition('inline', fileName);
}

/**
 * The name as printable ASCII, for clients that ignore `filename*` (RFC 6266 §4.3): accents
 * dropped ("Żaneta Łukasiewicz" -> "Zaneta Lukasiewicz"), anything else, and the quote,
 * backslash and percent sign that some clients misread inside the quotes, an underscore.
 */
export function asciiFileName(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/gu, (character) => ASCII_LETTERS[character] ?? '_')
    .replace(/["\\%]/g, '_');
}

function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  // A lone surrogate (possible in a name from JSON) has no UTF-8 form: it becomes U+FFFD.
  const exact = fileName.replace(/\p{Cs}/gu, '\uFFFD');
  // RFC 5987 attr-chars stay as they are; encodeURIComponent leaves four others unescaped.
  const encoded = encodeURIComponent(exact).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${asciiFileName(exact)}"; filename*=UTF-8''${encoded}`;
}
