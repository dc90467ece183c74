import {
  createT,
  DEFAULT_LOCALE,
  LOCALES,
  familyOf,
  type Area,
  type CatalogKey,
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

// Picked once per language and set of areas (a few dozen in all), not by every loader of
// every request, which went through the whole catalogue each time (docs/perf.md).
const pickedMessages = new Map<string, Readonly<Partial<Messages>>>();

type PartOf<K> = K extends `${infer A}.${infer B}.${string}` ? `${A}.${B}` : never;
/** A part of an area's keys, named by their first two segments ("accounts.signIn"). */
export type AreaPart = PartOf<MessageKey>;

/** The messages of some areas (or parts of them) in the visitor's language, for a loader to send to the browser. */
export function areaMessages(request: Request, parts: readonly (Area | AreaPart)[]): Readonly<Partial<Messages>> {
  const locale = getLocale(request);
  const cacheKey = `${locale}:${parts.join()}`;
  const known = pickedMessages.get(cacheKey);
  if (known) return known;
  const messages = messagesFor(locale);
  const prefixes = parts.map((part) => `${part}.`);
  const picked: Partial<Messages> = {};
  for (const key of Object.keys(messages) as CatalogKey[]) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) picked[key] = messages[key];
  }
  // Shared by every request from now on: frozen, so that no one changes it for the others.
  pickedMessages.set(cacheKey, Object.freeze(picked));
  return picked;
}

/**
 * The strings of an area folder's pages: all of the area's own keys and the shared
 * parts its pages show (every page also gets SHARED_AREAS from the root). Each area
 * calls this once, in its messages.server.ts, and its route loaders send the result.
 */
export function areaStrings(
  area: Area,
  sharedParts: readonly Area[],
): (request: Request) => Readonly<Partial<Messages>> {
  return partStrings([area, ...sharedParts]);
}

/**
 * The strings of one page that shows only parts of its area (a visitor's first page, whose every
 * byte counts): areas-per-route.test.ts checks that they cover every key its code can show.
 */
export function partStrings(parts: readonly (Area | AreaPart)[]): (request: Request) => Readonly<Partial<Messages>> {
  return (request) => areaMessages(request, parts);
}

/** Translates on the server, for text a page shows whatever areas it received (toasts, thrown errors). */
export function translatorFor(request: Request): TFunction {
  const locale = getLocale(request);
  return createT(messagesFor(locale), locale);
}

/** A key code may use: a plain key, or a plural family by its base ("jobs.count", not "jobs.count_one"). */
export function isMessageKey(value: unknown): value is MessageKey {
  if (typeof value !== "string" || familyOf(value) !== value) return false;
  return value in catalogs.en || `${value}_other` in catalogs.en;
}
