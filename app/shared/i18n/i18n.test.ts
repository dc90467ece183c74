import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalog.server";
import { createT, directionOf, isKeyShaped, mergedMessages, otherLocaleChosen } from "./i18n";
import { getLocale } from "./locale.server";

describe("createT", () => {
  const t = createT(messagesFor("en"));
  it("fills placeholders", () => {
    expect(t("signIn.title", { brand: "Harbor Jobs" })).toBe("Sign in to Harbor Jobs");
  });
  it("leaves a missing variable visible", () => {
    expect(t("signIn.title")).toBe("Sign in to {brand}");
  });
  it("isolates text, not numbers, on right-to-left pages", () => {
    const rtl = createT(messagesFor("ar"), "ar");
    expect(rtl("signIn.title", { brand: "Harbor Jobs (IL)" })).toBe(
      messagesFor("ar")["signIn.title"].replace("{brand}", "\u2068Harbor Jobs (IL)\u2069"),
    );
    expect(rtl("jobs.pageOf", { page: 2, count: 12 })).toBe("الصفحة 2 من 12");
    expect(t("signIn.title", { brand: "Harbor Jobs (IL)" })).toBe("Sign in to Harbor Jobs (IL)");
  });

  // Each language's CLDR plural rules pick the form: Arabic has six, Ukrainian four.
  it.each([
    ["en", 1, "1 job"],
    ["en", 0, "0 jobs"],
    ["en", 1234, "1,234 jobs"],
    ["fr", 0, "0 offre"],
    ["fr", 1, "1 offre"],
    ["fr", 2, "2 offres"],
    ["fr", 1_000_000, "1\u202f000\u202f000 d'offres"],
    ["es", 1, "1 empleo"],
    ["es", 1_000_000, "1.000.000 de empleos"],
    ["ar", 0, "لا توجد وظائف"],
    ["ar", 1, "وظيفة واحدة"],
    ["ar", 2, "وظيفتان"],
    ["ar", 3, "3 وظائف"],
    ["ar", 11, "11 وظيفة"],
    ["ar", 100, "100 وظيفة"],
    ["uk", 1, "1 вакансія"],
    ["uk", 3, "3 вакансії"],
    ["uk", 5, "5 вакансій"],
    ["uk", 21, "21 вакансія"],
    ["uk", 1234, "1\u00a0234 вакансії"],
    ["ps", 1, "1 دنده"],
    ["ps", 2, "2 دندې"],
  ] as const)("%s, %d: %s", (locale, count, text) => {
    expect(createT(messagesFor(locale), locale)("jobs.count", { count })).toBe(text);
  });

  it("writes numbers with the digits 0–9 in every language", () => {
    for (const locale of ["ar", "fa-AF", "ps"] as const) {
      const text = createT(messagesFor(locale), locale)("jobs.pageOf", { page: 3, count: 1045 });
      expect(text, locale).toContain("1,045");
      expect(text, locale).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it("falls back to the other form when the catalogue lacks the one a browser's rules name", () => {
    const partial = { "jobs.count_one": "{count} job", "jobs.count_other": "{count} jobs" };
    // Arabic rules name 3 "few"; a catalogue without it still reads.
    expect(createT(partial, "ar")("jobs.count", { count: 3 })).toBe("3 jobs");
  });

  it("needs a count for a plural family", () => {
    // @ts-expect-error: a plural family is always given its count
    expect(t("jobs.count")).toBe("jobs.count");
  });
});

describe("directionOf", () => {
  it.each([
    ["en", "ltr"],
    ["ar", "rtl"],
    ["fa-AF", "rtl"],
    ["ps", "rtl"],
    ["es", "ltr"],
  ])("%s is %s", (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });
});

describe("getLocale", () => {
  it("falls back to English for languages without a catalogue", () => {
    const request = new Request("http://x/", { headers: { "Accept-Language": "xx-YY,zz;q=0.5" } });
    expect(getLocale(request)).toBe("en");
  });
  it.each([
    ["en-GB,en;q=0.9", "en"],
    ["ar-SY,ar;q=0.9,en;q=0.5", "ar"],
    ["fa-AF", "fa-AF"],
    ["fa-IR,fa;q=0.9", "fa-AF"],
    ["prs", "fa-AF"],
    ["ps-AF", "ps"],
    ["de-DE,uk;q=0.8,en;q=0.5", "uk"],
    ["sw-KE", "sw"],
    ["fr-CA", "fr"],
    ["es-419,es;q=0.9", "es"],
  ])("reads %s as %s", (header, locale) => {
    const request = new Request("http://x/", { headers: { "Accept-Language": header } });
    expect(getLocale(request)).toBe(locale);
  });

  it("prefers the language chosen in the cookie", () => {
    const request = new Request("http://x/", { headers: { Cookie: "a=1; lang=ps", "Accept-Language": "fr" } });
    expect(getLocale(request)).toBe("ps");
  });
});

describe("isKeyShaped", () => {
  it.each([
    ["validation.required", true],
    ["signIn.title", true],
    ["Invalid input: expected string", false],
    ["Required", false],
  ])("%s -> %s", (value, expected) => {
    expect(isKeyShaped(value)).toBe(expected);
  });
});

describe("otherLocaleChosen", () => {
  it("is true only when the cookie names a language other than the page's", () => {
    expect(otherLocaleChosen("lang=ar", "en")).toBe(true);
    expect(otherLocaleChosen("a=1; lang=en", "ar")).toBe(true);
    expect(otherLocaleChosen("lang=ar", "ar")).toBe(false);
    // No cookie: the language came from the browser's preferences and stays.
    expect(otherLocaleChosen("", "en")).toBe(false);
    expect(otherLocaleChosen("toast=x", "ar")).toBe(false);
    expect(otherLocaleChosen("lang=xx", "en")).toBe(false);
  });
});

describe("mergedMessages", () => {
  const root = { messages: { "app.name": "Harbor", "nav.signOut": "Sign out" } };
  const area = { messages: { "nav.signOut": "Leave", "jobs.title": "Jobs" } };

  it("merges the routes' messages in order, a later route's string winning", () => {
    const merge = mergedMessages([{ loaderData: root }, { loaderData: null }, undefined, { loaderData: area }]);
    expect(merge.messages).toEqual({ "app.name": "Harbor", "nav.signOut": "Leave", "jobs.title": "Jobs" });
    expect(merge.keys).toBe("app.name,nav.signOut,jobs.title");
  });

  it("gives the same merge for the same objects, and equal keys for new objects of the same parts", () => {
    const first = mergedMessages([{ loaderData: root }, { loaderData: area }]);
    expect(mergedMessages([{ loaderData: root }, { loaderData: area }])).toBe(first);
    const reloaded = mergedMessages([{ loaderData: root }, { loaderData: { messages: { ...area.messages } } }]);
    expect(reloaded).not.toBe(first);
    expect(reloaded.keys).toBe(first.keys);
    // The other order is another merge, not the one kept for the first.
    expect(mergedMessages([{ loaderData: area }, { loaderData: root }]).messages["nav.signOut"]).toBe("Sign out");
  });
});
