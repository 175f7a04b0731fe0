/**
 * Where a library's hours are read: its country (ISO 3166-1 alpha-2, for the public holidays the
 * `PH` rule means), its point (for sunrise and sunset) and its IANA time zone (for "now").
 */
export interface OpeningHoursPlace {
  countryCode: string;
  timeZone: string;
  location: { lat: number; lng: number };
}
