import { formatFileSize } from './file-size';

// Intl puts a no-break space between number and unit.
const size = (bytes: number, language: string) => formatFileSize(bytes, language).replace(/\s/g, ' ');

describe('file sizes', () => {
  it('shows megabytes below a gigabyte and gigabytes from there, in the given language', () => {
    expect(size(12.5 * 1024 * 1024, 'en')).toBe('12.5 MB');
    expect(size(1.5 * 1024 ** 3, 'de-DE')).toBe('1,5 GB');
    expect(size(0, 'fr')).toBe('0 Mo');
  });
});
