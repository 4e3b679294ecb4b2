import { currentLanguage } from './i18n';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A file or storage size in the reader's language: megabytes, or gigabytes from 1 GB on ("1.5 GB", "1,5 Go"). */
export function formatFileSize(bytes: number, language?: string): string {
  const unit = bytes >= GB ? 'gigabyte' : 'megabyte';
  return new Intl.NumberFormat(currentLanguage(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    bytes / (bytes >= GB ? GB : MB),
  );
}
