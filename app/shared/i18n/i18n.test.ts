import { describe, expect, it } from "vitest";
import { messagesFor } from "./catalog.server";
import { createT, directionOf, isKeyShaped } from "./i18n";
import { getLocale } from "./locale.server";

describe("createT", () => {
  const t = createT(messagesFor("en"));
  it("fills placeholders", () => {
    expect(t("signIn.title", { brand: "Harbor Jobs" })).toBe("Sign in to Harbor Jobs");
  });
  it("leaves a missing variable visible", () => {
    expect(t("signIn.title")).toBe("Sign in to {brand}");
  });
  it("isolates text, not numbers, when asked (right-to-left pages)", () => {
    const rtl = createT(messagesFor("ar"), { isolate: true });
    expect(rtl("signIn.title", { brand: "Harbor Jobs (IL)" })).toBe(
      messagesFor("ar")["signIn.title"].replace("{brand}", "\u2068Harbor Jobs (IL)\u2069"),
    );
    expect(rtl("jobs.count", { count: 12 })).toBe(messagesFor("ar")["jobs.count"].replace("{count}", "12"));
    expect(t("signIn.title", { brand: "Harbor Jobs (IL)" })).toBe("Sign in to Harbor Jobs (IL)");
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
