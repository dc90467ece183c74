import { intlLocale, type Locale } from "~/shared/i18n/i18n";

// An instant as a person reads it: the date and time in a zone (the agency's, AGENCY_TIME_ZONE),
// in their language. Used on the pages (server and browser alike, so both render the same text)
// and in the messages the app sends, so an interview reads the same everywhere.

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday, March 10, 2026 at 10:30 AM" in English, in the zone's wall-clock time. */
export function formatZonedDateTime(instant: Date, zone: string, locale: Locale): string {
  const key = `${locale}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "full", timeStyle: "short", timeZone: zone });
    formats.set(key, format);
  }
  return format.format(instant);
}
