import type { English } from "~/catalogs";
import type { PluralCategory } from "./catalogue-of";

/**
 * The keys of the catalogue files. A message that counts something is a plural
 * family, i18next-style: one key per CLDR plural category of the language
 * (jobs.count_one, jobs.count_other; Arabic also has _zero, _two, _few,
 * _many), chosen by Intl.PluralRules (docs/decisions/012-plurals-and-numbers.md).
 */
export type CatalogKey = keyof English;
/** A key as code writes it: a plural family by its base (jobs.count), always with a `count`. */
export type MessageKey = CatalogKey extends infer K ? (K extends `${infer Base}_${PluralCategory}` ? Base : K) : never;
export type PluralKey = { [K in CatalogKey]: K extends `${infer Base}_other` ? Base : never }[CatalogKey];
export type Messages = Record<CatalogKey, string>;
/** The part of a key before its first dot: loaders send messages by area. */
export type Area = MessageKey extends `${infer A}.${string}` ? A : never;
export type Vars = Record<string, string | number>;
export type TFunction = <K extends MessageKey>(
  key: K,
  ...vars: K extends PluralKey ? [vars: Vars & { count: number }] : [vars?: Vars]
) => string;

const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;

/** The key code uses for a catalogue key: jobs.count_few → jobs.count. */
export function familyOf(catalogKey: string): string {
  return catalogKey.replace(PLURAL_FORM, "");
}

export const LOCALES = ["en", "es", "ar", "fa-AF", "ps", "uk", "sw", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language's name in its own script, for the language switcher. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  es: "Español",
  ar: "العربية",
  "fa-AF": "دری",
  ps: "پښتو",
  uk: "Українська",
  sw: "Kiswahili",
  fr: "Français",
};
export const DEFAULT_LOCALE: Locale = "en";
const RTL_LOCALES: ReadonlySet<string> = new Set(["ar", "fa-AF", "ps"]);

// Catalogues stay on the server (catalog.server.ts), so strings never grow the
// JavaScript bundle. The browser receives only the areas a page uses: the shared
// ones from the root loader, the others from the loaders of the matched routes.

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language kept in the `lang` cookie of a Cookie header or `document.cookie`, if any. */
export function chosenLocale(cookie: string): Locale | undefined {
  const chosen = /(?:^|;\s*)lang=([\w-]+)/.exec(cookie)?.[1];
  return isLocale(chosen) ? chosen : undefined;
}

/**
 * Whether the language kept in the cookie is not the one the page shows: the switcher chose
 * another. Without the cookie the language came from the browser's preferences, which a page
 * change does not change.
 */
export function otherLocaleChosen(cookie: string, shown: string): boolean {
  const chosen = chosenLocale(cookie);
  return chosen !== undefined && chosen !== shown;
}

/**
 * For a layout route that only sends an area's strings: they stay as they are while the visit moves
 * within the area, and reload only when another language was chosen (as the root's do), so a search
 * or an action does not carry them again.
 */
export function stringsShouldRevalidate(): boolean {
  return typeof document !== "undefined" && otherLocaleChosen(document.cookie, document.documentElement.lang);
}

const ONE_YEAR = 60 * 60 * 24 * 365;

/** The cookie that keeps a visitor's language (signed in or not); the server and the switcher both write it. */
export function localeCookieFor(locale: Locale, secure: boolean): string {
  return `lang=${locale}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function directionOf(locale: string): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/** Catalogue keys look like "area.name"; zod's own default messages are sentences. */
export function isKeyShaped(value: string): value is MessageKey {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(value);
}

/** Builds a value once per language: Intl objects are slow to build, and a page formats hundreds of numbers. */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale) as T;
  };
}

// Browsers based on Chromium ship no Pashto locale data: a Pashto formatter would
// fall back to the browser's own language and disagree with the server's page.
// Dari's conventions (same script and country, the same Gregorian month names) are
// the closest that every browser has.
const FORMAT_DATA: Partial<Record<Locale, string>> = { ps: "fa-AF" };

/**
 * The locale to format numbers and dates of a language with: its conventions,
 * written with the digits 0–9 and the Gregorian calendar in every language (the
 * jobs, wages, addresses and phone numbers are in the United States), and the
 * same on the server and in the browser (docs/decisions/012-plurals-and-numbers.md).
 */
export function intlLocale(locale: Locale): string {
  return `${FORMAT_DATA[locale] ?? locale}-u-ca-gregory-nu-latn`;
}

// English's rules when a browser lacks a language's own: for whole numbers they
// are Pashto's, the one language here that some browsers lack.
const pluralRules = perLocale((locale) => new Intl.PluralRules([locale, "en"]));
const numbers = perLocale((locale) => new Intl.NumberFormat(intlLocale(locale)));

// Unicode's first-strong isolate and its closing mark.
const ISOLATE_START = "\u2068";
const ISOLATE_END = "\u2069";

/**
 * `{name}` placeholders; a missing variable is left visible rather than hidden.
 * A `count` picks the form of a plural family by the language's plural rules,
 * and numbers are written the language's way ("1,234", "1 234"). On
 * right-to-left pages, text put into a sentence (a job title, a name, an email)
 * is isolated, so that a left-to-right value keeps its own order and does not
 * pull the sentence's punctuation into it.
 */
export function createT(messages: Partial<Messages>, locale: Locale = DEFAULT_LOCALE): TFunction {
  const isolate = directionOf(locale) === "rtl";
  const table: Partial<Record<string, string>> = messages;
  const t = (key: MessageKey, vars?: Vars): string => {
    const count = vars?.count;
    const form =
      typeof count === "number"
        ? // A browser's rules may name a form the catalogue lacks (another CLDR version).
          (table[`${key}_${pluralRules(locale).select(count)}`] ?? table[`${key}_other`])
        : undefined;
    const template = form ?? table[key] ?? key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars[name];
      if (value === undefined) return whole;
      if (typeof value === "number") return numbers(locale).format(value);
      return isolate ? `${ISOLATE_START}${value}${ISOLATE_END}` : value;
    });
  };
  return t as TFunction;
}

interface Merge {
  messages: Readonly<Partial<Messages>>;
  /** The merged keys in order: equal for two merges of the same catalogue parts. */
  keys: string;
  next: WeakMap<object, Merge>;
}
const noMessages: Merge = { messages: {}, keys: "", next: new WeakMap() };

/**
 * The messages the matched routes' loaders sent (`messages` in their data), merged. On the server
 * the loaders send the same frozen objects to every request (`areaMessages`), so each merge is
 * kept, one level of weak maps per route: a page no longer copies some hundred strings twice.
 */
export function mergedMessages(matches: readonly ({ loaderData?: unknown } | undefined)[]): Merge {
  let merge = noMessages;
  for (const match of matches) {
    const messages = (match?.loaderData as { messages?: Partial<Messages> } | null | undefined)?.messages;
    if (!messages) continue;
    let next = merge.next.get(messages);
    if (!next) {
      const merged = Object.freeze({ ...merge.messages, ...messages });
      next = { messages: merged, keys: Object.keys(merged).join(), next: new WeakMap() };
      merge.next.set(messages, next);
    }
    merge = next;
  }
  return merge;
}
