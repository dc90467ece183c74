import { DEFAULT_LOCALE, type Locale, type MessageKey, type Messages } from "./i18n";
import { ar } from "./locales/ar";
import { en } from "./locales/en";
import { es } from "./locales/es";
import { faAF } from "./locales/fa-AF";
import { fr } from "./locales/fr";
import { ps } from "./locales/ps";
import { sw } from "./locales/sw";
import { uk } from "./locales/uk";

export const catalogs: Record<Locale, Messages> = { en, es, ar, "fa-AF": faAF, ps, uk, sw, fr };

export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogs[locale];
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && value in en;
}
