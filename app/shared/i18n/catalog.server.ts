import {
  createT,
  DEFAULT_LOCALE,
  LOCALES,
  directionOf,
  type Area,
  type Locale,
  type MessageKey,
  type Messages,
  type TFunction,
} from "./i18n";
import { getLocale } from "./locale.server";
import { catalogParts } from "~/catalogs";

export const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [locale, Object.assign({}, ...catalogParts.map((part) => part[locale])) as Messages]),
) as Record<Locale, Messages>;

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

/**
 * The strings of an area folder's pages: all of the area's own keys and the shared
 * parts its pages show (every page also gets SHARED_AREAS from the root). Each area
 * calls this once, in its messages.server.ts, and its route loaders send the result.
 */
export function areaStrings(area: Area, sharedParts: readonly Area[]): (request: Request) => Partial<Messages> {
  const areas = [area, ...sharedParts];
  return (request) => areaMessages(request, areas);
}

/** Translates on the server, for text a page shows whatever areas it received (toasts, thrown errors). */
export function translatorFor(request: Request): TFunction {
  const locale = getLocale(request);
  return createT(messagesFor(locale), { isolate: directionOf(locale) === "rtl" });
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && value in catalogs.en;
}
