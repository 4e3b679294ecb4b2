import { sniffContentType } from './upload-kinds';

const hex = (value: string) => Buffer.from(value, 'hex');
const text = (value: string) => Buffer.from(value, 'latin1');

describe('sniffContentType', () => {
  it.each([
    ['document', text('%PDF-1.4\n'), 'application/pdf'],
    ['image', hex('89504e470d0a1a0a0000000d'), 'image/png'],
    ['image', hex('ffd8ffe000104a464946'), 'image/jpeg'],
    ['image', text('GIF89a\x01\x00'), 'image/gif'],
    ['image', text('RIFF\x00\x00\x00\x00WEBPVP8 '), 'image/webp'],
    ['video', Buffer.concat([hex('0000001866747970'), text('isom')]), 'video/mp4'],
    ['video', Buffer.concat([hex('0000001466747970'), text('qt  ')]), 'video/quicktime'],
    ['video', hex('1a45dfa3a3428286'), 'video/webm'],
    ['audio', text('ID3\x04\x00'), 'audio/mpeg'],
    ['audio', hex('fffb9064'), 'audio/mpeg'],
    ['audio', Buffer.concat([hex('0000002066747970'), text('M4A ')]), 'audio/mp4'],
    ['audio', text('OggS\x00\x02'), 'audio/ogg'],
    ['audio', text('RIFF\x00\x00\x00\x00WAVEfmt '), 'audio/wav'],
  ] as const)('reads a %s as %s', (kind, head, expected) => {
    expect(sniffContentType(kind, head)).toBe(expected);
  });

  it.each([
    ['document', text('<!doctype html><script>')],
    ['document', text('%PD')],
    ['image', text('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['image', text('%PDF-1.4')],
    ['video', text('ID3\x04')],
    ['audio', Buffer.alloc(0)],
  ] as const)('refuses bytes that are not an accepted %s', (kind, head) => {
    expect(sniffContentType(kind, head)).toBeUndefined();
  });
});
