import { createT, DEFAULT_LOCALE, directionOf, type Area, type Locale, type MessageKey, type Messages, type TFunction } from "./i18n";
import { getLocale } from "./locale.server";
import { ar } from "~/shared/i18n/locales/ar";
import { en } from "~/shared/i18n/locales/en";
import { es } from "~/shared/i18n/locales/es";
import { faAF } from "~/shared/i18n/locales/fa-AF";
import { fr } from "~/shared/i18n/locales/fr";
import { ps } from "~/shared/i18n/locales/ps";
import { sw } from "~/shared/i18n/locales/sw";
import { uk } from "~/shared/i18n/locales/uk";

export const catalogs: Record<Locale, Messages> = { en, es, ar, "fa-AF": faAF, ps, uk, sw, fr };

/**
 * The areas every page may show: the root's and the shell's own pieces (skip
 * link, banners, menu, language switcher, error pages, role names). A route's
 * loader adds its own areas with `areaMessages`; areas-per-route.test.ts
 * checks that each page receives every key its code can show.
 */
export const SHARED_AREAS = ["app", "auth", "errors", "nav", "role"] as const satisfies readonly Area[];

/** The whole catalogue of a language (server-side uses: emails, toasts). */
export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  return catalogs[locale];
}

/** The messages of some areas in the visitor's language, for a loader to send to the browser. */
export function areaMessages(request: Request, areas: readonly Area[]): Partial<Messages> {
  const messages = messagesFor(getLocale(request));
  const wanted = new Set<string>(areas);
  const picked: Partial<Messages> = {};
  for (const key of Object.keys(messages) as MessageKey[]) {
    if (wanted.has(key.slice(0, key.indexOf(".")))) picked[key] = messages[key];
  }
  return picked;
}

/** Translates on the server, for text a page shows whatever areas it received (toasts, thrown errors). */
export function translatorFor(request: Request): TFunction {
  const locale = getLocale(request);
  return createT(messagesFor(locale), { isolate: directionOf(locale) === "rtl" });
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && value in en;
}
