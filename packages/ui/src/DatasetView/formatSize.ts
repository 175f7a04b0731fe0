import { formatNumber, type Language } from '@libatlas/i18n';
import type { TFunction } from 'i18next';

/**
 * A file's size for a reader, in the language's words and grouping: bytes under a kilobyte, then
 * kB and MB (1 kB = 1000 bytes, as browsers' downloads and Vite count them), with one decimal
 * below 100 of the unit and none above ("97.3 kB", "1.2 MB", "132 kB").
 */
export function formatSize(bytes: number, language: Language, t: TFunction): string {
  if (bytes < 1000) return t('data.size.bytes', { value: formatNumber(bytes, language) });
  const value = (amount: number) =>
    formatNumber(amount < 100 ? Math.round(amount * 10) / 10 : Math.round(amount), language);
  return bytes < 999_500
    ? t('data.size.kB', { value: value(bytes / 1000) })
    : t('data.size.MB', { value: value(bytes / 1_000_000) });
}
