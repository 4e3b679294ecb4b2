export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The part of a file of `size` bytes that a `Range` header asks for (RFC 9110 §14): phones' video
 * and audio players seek with it, and Safari will not play a video without it. Undefined means
 * "send the whole file" (no header, a malformed one or several ranges, which a server may ignore);
 * 'unsatisfiable' means the range lies outside the file.
 */
export function resolveByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // 'bytes=-500': the last 500 bytes.
    const length = Math.min(Number(last), size);
    return length > 0 ? { start: size - length, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return end >= start ? { start, end } : undefined;
}
