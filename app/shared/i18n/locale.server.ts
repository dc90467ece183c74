import { secureCookies } from "~/shared/server/env.server";
import { chosenLocale, DEFAULT_LOCALE, localeCookieFor, LOCALES, type Locale } from "./i18n";

// Persian readers, and browsers that name Dari by its ISO 639-3 code, get Dari.
const ALIASES: Record<string, Locale> = { fa: "fa-AF", prs: "fa-AF" };

/** The visitor's language: the `lang` cookie, else the browser's preferred languages. */
export function getLocale(request: Request): Locale {
  const chosen = chosenLocale(request.headers.get("Cookie") ?? "");
  if (chosen) return chosen;
  const accepted = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const base = tag.split("-")[0] ?? "";
    const match = LOCALES.find((l) => l.toLowerCase() === tag) ?? LOCALES.find((l) => l === base) ?? ALIASES[base];
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** Remembers a visitor's language choice in the browser (signed in or not). */
export function localeCookie(locale: Locale): string {
  return localeCookieFor(locale, secureCookies());
}
