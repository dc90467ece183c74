import { en } from "./locales/en";

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
export type Vars = Record<string, string | number>;
export type TFunction = (key: MessageKey, vars?: Vars) => string;

export const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
const RTL_LOCALES: ReadonlySet<string> = new Set(["ar", "fa", "prs", "ps", "ur", "he"]);

const catalogs: Record<Locale, Messages> = { en };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: string): "ltr" | "rtl" {
  return RTL_LOCALES.has(locale) ? "rtl" : "ltr";
}

export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && value in en;
}

// `{name}` placeholders; a missing variable is left visible rather than hidden.
export function createT(messages: Messages): TFunction {
  return (key, vars) => {
    const template = messages[key] ?? en[key] ?? key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in vars ? String(vars[name]) : whole,
    );
  };
}
