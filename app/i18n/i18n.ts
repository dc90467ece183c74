import type { en } from "./locales/en";

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
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

// Catalogues stay on the server (catalog.server.ts); the browser receives the
// one it needs from the root loader, so strings never grow the JavaScript bundle.

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

// `{name}` placeholders; a missing variable is left visible rather than hidden.
export function createT(messages: Partial<Messages>): TFunction {
  return (key, vars) => {
    const template = messages[key] ?? key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
}
