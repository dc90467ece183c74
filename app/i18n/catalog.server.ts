import { DEFAULT_LOCALE, type Locale, type MessageKey, type Messages } from "./i18n";
import { en } from "./locales/en";

const catalogs: Record<Locale, Messages> = { en };

export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogs[locale];
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && value in en;
}
