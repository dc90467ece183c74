import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./i18n";

/** The visitor's language: the `lang` cookie, else the browser's preferred languages. */
export function getLocale(request: Request): Locale {
  const cookie = request.headers.get("Cookie") ?? "";
  const chosen = /(?:^|;\s*)lang=([\w-]+)/.exec(cookie)?.[1];
  if (isLocale(chosen)) return chosen;
  const accepted = (request.headers.get("Accept-Language") ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", q] = part.trim().split(";q=");
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const base = tag.split("-")[0];
    const match = LOCALES.find((l) => l === tag || l === base);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
