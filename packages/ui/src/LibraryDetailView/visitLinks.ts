import type { FactSource } from '@libatlas/contracts';
import { formatCreatedDate, type Language } from '@libatlas/i18n';

/**
 * The height "Open now" holds from the first paint, so that its arrival moves nothing: its line
 * (24px) and the notes' lines (20px each: three on a phone, two from the width of a tablet on).
 */
export const VISIT_STATUS_HEIGHT = { xs: 84, sm: 64 };

/** An address as a reader scans it: host and path, without the scheme or a final slash. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}${parsed.search}`.replace(/\/$/, '');
  } catch {
    return url;
  }
}

/** A `tel:` address: digits and a leading plus only, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

/** A route to the point in OpenStreetMap (the reader picks where from and how). */
export function directionsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/directions?to=${lat}%2C${lng}`;
}

/** The point for a phone's own maps app (RFC 5870, with the query most apps read for a pin). */
export function geoHref({ lat, lng }: { lat: number; lng: number }): string {
  return `geo:${lat},${lng}?q=${lat},${lng}`;
}

/**
 * A source page's date as the reader's language writes it: a year as is, a month as "Aug 2012",
 * a day as "Aug 24, 2012"; null for an undated page. Built on `formatCreatedDate` (no `Intl`, so
 * the server's page and the browser's agree, and noon so that no zone moves the day).
 */
export function sourceDate(date: FactSource['date'], language: Language): string | null {
  if (date === 'undated') return null;
  if (/^\d{4}$/.test(date)) return date;
  if (/^\d{4}-\d{2}$/.test(date)) {
    const day = formatCreatedDate(`${date}-15T12:00:00`, language);
    // The day left out of the language's pattern: "Aug 15, 2012" / "15 أغسطس 2012".
    return language === 'ar' ? day.replace(/^\d+ /, '') : day.replace(/ \d+,/, '');
  }
  return formatCreatedDate(`${date}T12:00:00`, language) || date;
}
