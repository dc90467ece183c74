import type { English } from "~/catalogs";

export type MessageKey = keyof English;
export type Messages = Record<MessageKey, string>;
/** The part of a key before its first dot: loaders send messages by area. */
export type Area = MessageKey extends `${infer A}.${string}` ? A : never;
export type Vars = Record<string, string | number>;
export type TFunction = (key: MessageKey, vars?: Vars) => string;

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

export function directionOf(locale: string): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

/** Catalogue keys look like "area.name"; zod's own default messages are sentences. */
export function isKeyShaped(value: string): value is MessageKey {
  return /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/.test(value);
}

// Unicode's first-strong isolate and its closing mark.
const ISOLATE_START = "\u2068";
const ISOLATE_END = "\u2069";

/**
 * `{name}` placeholders; a missing variable is left visible rather than hidden.
 * With `isolate` (right-to-left pages), text put into a sentence (a job title,
 * a name, an email) is isolated, so that a left-to-right value keeps its own
 * order and does not pull the sentence's punctuation into it. Numbers are not.
 */
export function createT(messages: Partial<Messages>, options: { isolate?: boolean } = {}): TFunction {
  return (key, vars) => {
    const template = messages[key] ?? key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (!(name in vars)) return whole;
      const value = vars[name];
      return options.isolate && typeof value === "string" ? `${ISOLATE_START}${value}${ISOLATE_END}` : String(value);
    });
  };
}

/** The messages the matched routes' loaders sent (`messages` in their data), merged. */
export function messagesOfMatches(matches: readonly ({ loaderData?: unknown } | undefined)[]): Partial<Messages> {
  const merged: Partial<Messages> = {};
  for (const match of matches) {
    const messages = (match?.loaderData as { messages?: Partial<Messages> } | null | undefined)?.messages;
    if (messages) Object.assign(merged, messages);
  }
  return merged;
}
