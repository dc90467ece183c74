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
});

describe("directionOf", () => {
  it.each([
    ["en", "ltr"],
    ["ar", "rtl"],
    ["fa", "rtl"],
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
  it("reads English from the browser's list", () => {
    const request = new Request("http://x/", { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(getLocale(request)).toBe("en");
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
